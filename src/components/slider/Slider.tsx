'use client'

import dynamic from 'next/dynamic'

/**
 * A slider (swiper), loaded with the pages that show one: the storefront's catch-all route renders home, creator and
 * content pages alike, and a static import put swiper (28 kB gzip) in the first load of every one of them. Rendered
 * on the server as before, so nothing moves when it hydrates.
 */
export const Slider = dynamic(() => import('./SwiperSlider').then((m) => m.SwiperSlider))
export type { SliderProps } from './SwiperSlider'
