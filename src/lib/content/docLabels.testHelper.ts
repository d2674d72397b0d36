import type { DocLabels } from './docLabels';

/** Every doc label in Arabic, as a strings file would give them. */
export const ARABIC_DOC_LABELS: DocLabels = {
  'admonition.note': 'ملاحظة',
  'admonition.tip': 'نصيحة',
  'admonition.info': 'معلومة',
  'admonition.warning': 'تحذير',
  'admonition.danger': 'خطر',
  'heading.directLink': 'رابط مباشر إلى {heading}',
  'table.label': 'جدول: {columns}',
  'codeBlock.copy': 'نسخ',
  'codeBlock.copyName': '{copy} الشفرة إلى الحافظة',
  'codeBlock.copied': 'تم النسخ',
  'codeBlock.copiedStatus': 'نُسخت الشفرة إلى الحافظة',
};
