// The carousel library, loaded on its own (use-lazy-carousel.ts) rather than with the page.
export { default as EmblaCarousel } from 'embla-carousel'
export { default as Autoplay } from 'embla-carousel-autoplay'
