import type { ContactCardLabel } from '../types'

// The Arabic edition of content/contact.ts: the same exports, in the same shapes.

export const contactSection: { readonly title: string; readonly intro: string } = {
  title: 'يسعدنا تواصلك معنا!',
  intro:
    'سواء كنت تشتري أو تبيع أو تستأجر أو تستثمر، فإن مستشارينا على استعداد لمساعدتك. أرسل إلينا رسالتك وسنرد عليك خلال يوم عمل واحد، أو تواصل معنا مباشرة عبر البيانات أدناه.',
}

export const contactCardLabels: ContactCardLabel[] = [
  { key: 'landline', label: 'الهاتف الأرضي' },
  { key: 'phone', label: 'الهاتف المتحرك' },
  { key: 'email', label: 'البريد الإلكتروني' },
  { key: 'whatsapp', label: 'واتساب' },
  { key: 'address', label: 'عنوان المكتب' },
]

export const contactPage = {
  title: 'اتصل بنا',
  description:
    'اتصل بمكتبنا في دبي أو راسلنا عبر البريد الإلكتروني أو واتساب، أو أرسل إلينا رسالة: يرد مستشارونا خلال يوم عمل واحد.',
  detailsLabel: 'بيانات التواصل',
  orn: 'رقم تسجيل المكتب لدى ريرا (ORN)',
}
