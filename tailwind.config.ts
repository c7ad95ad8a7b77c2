import type { Config } from 'tailwindcss'

/**
 * Quiet luxury: ink navy for text and dark sections, one warm sand/gold accent, off-white and
 * stone surfaces. Every text pairing used on the site meets WCAG AA contrast.
 */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.ts'],
  theme: {
    extend: {
      colors: {
        ink: { DEFAULT: '#0f1b2d', 900: '#0a1322', 800: '#14233a', 700: '#1d2f4b', 600: '#33476a', 500: '#56698a' },
        sand: { DEFAULT: '#c8a96a', 50: '#faf6ee', 100: '#f2e9d6', 200: '#e6d5b1', 300: '#d8bf8c', 400: '#c8a96a', 500: '#b08d4f', 600: '#8c6d37', 700: '#6b522a' },
        ivory: '#f7f4ee',
        stone: { DEFAULT: '#e7e1d6', 50: '#fbfaf7', 100: '#f3efe8', 200: '#e7e1d6', 300: '#d3cabb', 400: '#a89f90', 500: '#7c7466', 600: '#5c564b' },
        success: '#2f6b4f',
        danger: '#a63a32',
      },
      fontFamily: {
        display: ['var(--font-display)', 'Georgia', 'serif'],
        sans: ['var(--font-sans)', 'system-ui', 'sans-serif'],
      },
      screens: {
        // Breakpoints (docs/requirements.md §9): 767 px (mobile layout) and 1024 px (menu collapse)
        // are inclusive maxima.
        md: '768px',
        lg: '1025px',
      },
      maxWidth: { site: '80rem' },
      boxShadow: { soft: '0 1px 2px rgb(15 27 45 / 0.04), 0 8px 24px rgb(15 27 45 / 0.06)' },
    },
  },
}

export default config
