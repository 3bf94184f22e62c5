'use client'

import { ChevronLeft, ChevronRight, ExternalLink, ImageOff } from 'lucide-react'
import { useId } from 'react'
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import { Picture } from '@/components/Picture'
import { AMAZON_LINK_REL, type AmazonCard } from '@/lib/amazon-products'
import { formatUSD } from '@/lib/money'
import { CARD_NAME_LIMIT, truncate } from '@/lib/text'
import styles from './AmazonSlider.module.css'

/** storefront.md section 9: autoplay every 4000 ms, 6 a page, arrows only past 6 (as the product sliders). */
export const AMAZON_AUTOPLAY_MS = 4000
export const AMAZON_PAGE = 6

/** Fewer at a time on narrower screens (phones at most 700 px, tablets to 1025 px). */
const BREAKPOINTS = { 0: { slidesPerView: 2 }, 701: { slidesPerView: 4 }, 1026: { slidesPerView: AMAZON_PAGE } }
const CARD_SIZES = '(max-width: 700px) 50vw, (max-width: 1025px) 25vw, 200px'

interface Props {
  title: string
  items: AmazonCard[]
}

/** The Amazon products slider's cards (swiper); each card goes through the click counter to Amazon, in a new tab. */
export function AmazonCarousel({ title, items }: Props) {
  const id = useId().replace(/:/g, '')
  const more = items.length > AMAZON_PAGE
  return (
    <section className={styles.slider} aria-labelledby={`${id}-title`} data-amazon-slider>
      <div className={styles.head}>
        <div>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <p className={styles.disclosure}>As an Amazon Associate we earn from qualifying purchases.</p>
        </div>
        {more && (
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
        autoplay={more ? { delay: AMAZON_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: true } : false}
        navigation={more ? { prevEl: `.${id}-prev`, nextEl: `.${id}-next` } : false}
        a11y={{ prevSlideMessage: `Previous: ${title}`, nextSlideMessage: `Next: ${title}` }}
        className={styles.swiper}
      >
        {items.map((item) => {
          const name = truncate(item.title, CARD_NAME_LIMIT)
          return (
            <SwiperSlide key={item.id} className={styles.slide}>
              <a
                href={item.href}
                rel={AMAZON_LINK_REL}
                target="_blank"
                className={styles.card}
                title={name === item.title ? undefined : item.title}
              >
                <span className={styles.media}>
                  {item.image ? (
                    <Picture
                      src={item.image.url}
                      alt={item.image.alt}
                      width={item.image.width ?? 1000}
                      height={item.image.height ?? 800}
                      sizes={CARD_SIZES}
                      className={styles.image}
                    />
                  ) : (
                    <ImageOff aria-hidden="true" size={28} />
                  )}
                </span>
                <span className={styles.body}>
                  <span className={styles.name}>
                    <span aria-hidden={name !== item.title}>{name}</span>
                    {name !== item.title && <span className="visually-hidden">{item.title}</span>}
                  </span>
                  <span className={styles.price}>
                    {item.price === null ? (
                      <span className={styles.priceNote}>See price on Amazon</span>
                    ) : (
                      formatUSD(item.price)
                    )}
                  </span>
                  <span className={styles.cta}>
                    View on Amazon <ExternalLink aria-hidden="true" size={14} />
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </span>
                </span>
              </a>
            </SwiperSlide>
          )
        })}
      </Swiper>
    </section>
  )
}
