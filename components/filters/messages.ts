import type { CurrencyCode } from '@/lib/buyer-tools/market-settings'
import { defineMessages } from '@/lib/i18n/messages'

// 'In dirhams', 'in dollars'…: how an Arabic reader says which currency a price is typed in.
const ARABIC_IN_CURRENCY: Record<CurrencyCode, string> = {
  AED: 'بالدرهم',
  USD: 'بالدولار',
  EUR: 'باليورو',
  GBP: 'بالجنيه الإسترليني',
  INR: 'بالروبية',
  RUB: 'بالروبل',
  CNY: 'باليوان',
}

/** The property search: the filter bar, its dropdowns and the phone sheet that holds it. */
export const filterMessages = defineMessages({
  en: {
    propertySearch: 'Property search',
    location: 'Location',
    selectLocation: 'Select Location',
    bedrooms: 'Bedrooms',
    selectBedroom: 'Select Bedroom',
    types: 'Types',
    selectType: 'Select Type',
    priceRange: 'Price Range',
    minPrice: 'Min price',
    maxPrice: 'Max price',
    // The price inputs are in the visitor's display currency.
    inCurrency: (currency: CurrencyCode) => `(${currency})`,
    priceIn: (field: string, currency: CurrencyCode) => `${field} (${currency})`,
    search: 'Search',
    noMatchingOptions: 'No matching options.',
    // The bedroom choices of docs/requirements.md §2.
    bedroomOption: (count: number) => (count === 1 ? '1 Bedroom' : `${count} Bedrooms`),

    filters: 'Filters',
    filtersActive: (count: number) => `Filters, ${count} active`,
    sheetIntro: 'Narrow the collection by area, size, type and budget.',
    clearAll: 'Clear all filters',
  },
  ar: {
    propertySearch: 'البحث عن عقار',
    location: 'الموقع',
    selectLocation: 'اختر الموقع',
    bedrooms: 'غرف النوم',
    selectBedroom: 'اختر عدد الغرف',
    types: 'نوع العقار',
    selectType: 'اختر النوع',
    priceRange: 'نطاق السعر',
    minPrice: 'أدنى سعر',
    maxPrice: 'أعلى سعر',
    inCurrency: (currency: CurrencyCode) => `(${ARABIC_IN_CURRENCY[currency]})`,
    priceIn: (field: string, currency: CurrencyCode) => `${field} (${ARABIC_IN_CURRENCY[currency]})`,
    search: 'بحث',
    noMatchingOptions: 'لا توجد خيارات مطابقة.',
    bedroomOption: (count: number) =>
      count === 1
        ? 'غرفة نوم واحدة'
        : count === 2
          ? 'غرفتا نوم'
          : `${count} ${count <= 10 ? 'غرف' : 'غرفة'} نوم`,

    filters: 'التصفية',
    filtersActive: (count: number) => `عوامل التصفية المفعّلة: ${count}`,
    sheetIntro: 'ضيّق نطاق البحث حسب المنطقة وعدد الغرف والنوع والميزانية.',
    clearAll: 'مسح جميع عوامل التصفية',
  },
})
