// Arabic edition of the site-settings fields that are localized in the CMS. The English values
// are the defaults in lib/cms/globals/site-settings.ts (address from CONTACT_ADDRESS).
export const arabicSiteSettings: { address: string; openingHours: string } = {
  address: 'مكتب 2104، Churchill Executive Tower، الخليج التجاري، دبي، الإمارات العربية المتحدة',
  openingHours: 'من الاثنين إلى السبت، من 9:00 إلى 19:00',
}
