import type { Endpoint } from 'payload'
import { captchaEndpoint } from './captcha'
import { profileEndpoints } from './profile'
import { registerEndpoint } from './register'

export const accountEndpoints: Endpoint[] = [registerEndpoint, captchaEndpoint, ...profileEndpoints]
