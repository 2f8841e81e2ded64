import type { storage as en } from '../en/storage.ts'
import type { Translation } from '../types.ts'

export const storage: Translation<typeof en> = {
  title: 'التخزين',
  close: 'إغلاق',
  select: 'اختيار من التخزين',
  upload: 'رفع ملف جديد',
  search: 'البحث في الملفات',
  noFiles: 'لم يُعثر على ملفات.',
  changeFilter: 'غيّر عامل التصفية لعرض الملفات',
  uploadOne: 'ارفع ملفًا جديدًا لإضافته',
  files: 'الملفات',
  pages: 'الصفحات',
  page: 'الصفحة {{page}} من {{pages}} · {{total}} ملف',
  previousPage: 'الصفحة السابقة',
  nextPage: 'الصفحة التالية',
  drop: 'أفلت ملفًا هنا أو',
  chooseOne: 'اختر ملفًا',
  upTo: 'حتى ١٠ ميغابايت',
  fileToUpload: 'الملف المراد رفعه',
  progress: 'تقدّم الرفع',
}
