// The window event the app fires once React has hydrated a page: the page's early script
// (deferred-scripts.mjs) then presses again what was pressed before. Shared by both sides.
export const HYDRATED_EVENT = 'site:hydrated'
