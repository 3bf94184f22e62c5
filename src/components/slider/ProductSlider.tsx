'use client'

import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import { ProductCard } from '@/components/ProductCard'
import type { Product } from '@/payload-types'
import styles from './ProductSlider.module.css'

/** storefront.md section 9: autoplay every 4000 ms, 6 a page, arrows only past 6. */
export const SLIDER_AUTOPLAY_MS = 4000
export const SLIDER_PAGE = 6

/** Fewer at a time on narrower screens (phones at most 700 px, tablets to 1025 px). */
const BREAKPOINTS = { 0: { slidesPerView: 2 }, 701: { slidesPerView: 4 }, 1026: { slidesPerView: SLIDER_PAGE } }

interface Props {
  title: string
  products: Product[]
}

/** A product slider (swiper): cards that move on by themselves, paused while pointed at or focused. */
export function ProductSlider({ title, products }: Props) {
  const id = useId().replace(/:/g, '')
  const arrows = products.length > SLIDER_PAGE
  return (
    <section className={styles.slider} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {arrows && (
          <div className={styles.arrows}>
            <button type="button" className={`${styles.arrow} ${id}-prev`} aria-label={`Previous: ${title}`}>
              <ChevronLeft aria-hidden="true" size={18} />
            </button>
            <button type="button" className={`${styles.arrow} ${id}-next`} aria-label={`Next: ${title}`}>
              <ChevronRight aria-hidden="true" size={18} />
            </button>
          </div>
        )}
      </div>
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation]}
        slidesPerView={2}
        spaceBetween={16}
        breakpoints={BREAKPOINTS}
        keyboard={{ enabled: true, onlyInViewport: true }}
        autoplay={
          products.length > SLIDER_PAGE
            ? { delay: SLIDER_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: true }
            : false
        }
        navigation={arrows ? { prevEl: `.${id}-prev`, nextEl: `.${id}-next` } : false}
        a11y={{ prevSlideMessage: `Previous: ${title}`, nextSlideMessage: `Next: ${title}` }}
        className={styles.swiper}
      >
        {products.map((product) => (
          <SwiperSlide key={product.id} className={styles.slide}>
            <ProductCard product={product} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  )
}
