export { RuleLintButton } from './RuleLintButton'
