/**
 * storefront.md section 9: autoplay every 4000 ms, 6 a page, arrows only past 6. Apart from Slider.tsx, a client
 * module, so server components read the numbers themselves and not a client reference to them.
 */
export const SLIDER_AUTOPLAY_MS = 4000
export const SLIDER_PAGE = 6
/** Articles are wider: 3 at once on a wide screen, so 3 come with the page (src/components/blog/ArticleSlider.tsx). */
export const ARTICLE_PAGE = 3
