import type { values as en } from '../en/values.ts'
import type { Translation } from '../types.ts'

export const values: Translation<typeof en> = {
  stage: {
    New: 'جديد', Qualified: 'مؤهل', Viewing: 'معاينة', Offer: 'عرض', Reserved: 'محجوز', Deal: 'صفقة',
    'Client Connected To Agent': 'تم ربط العميل بالوكيل', Closed: 'مغلق', Unsuccessful: 'غير ناجح',
    'Viewing Arranged': 'تم ترتيب المعاينة', 'Viewing Done': 'تمت المعاينة', Successful: 'ناجح', Assigned: 'تم التعيين',
    'In Progress': 'قيد التنفيذ', Offered: 'تم تقديم عرض', Opportunity: 'فرصة', Contacted: 'تم التواصل',
    'Follow Up': 'متابعة', Negotiation: 'تفاوض', Lost: 'مفقود',
  },
  status: { Open: 'مفتوح', Closed: 'مغلق' },
  market: { Secondary: 'ثانوي', 'Off Plan': 'على المخطط', General: 'عام' },
  contactType: { Buyer: 'مشترٍ', Seller: 'بائع', Tenant: 'مستأجر', Landlord: 'مالك' },
  leadType: { Sale: 'بيع', Rent: 'إيجار' },
  formType: { listing: 'عقار معروض', offplan: 'على المخطط', general: 'عام' },
  slaStage: { Initial: 'أولية', 'Lead Pool': 'مجمع العملاء', Manager: 'المدير', 'N/A': 'غير متاح', Accepted: 'مقبول' },
  rating: { Cold: 'بارد', Warm: 'دافئ', Hot: 'ساخن' },
  contactMethod: {
    Email: 'البريد الإلكتروني', 'External Agent': 'وكيل خارجي', 'Live Chat': 'دردشة مباشرة', Phone: 'الهاتف',
    'Walk In': 'زيارة مباشرة', WhatsApp: 'واتساب', Website: 'الموقع الإلكتروني',
  },
  enquiryMethod: {
    Email: 'البريد الإلكتروني', Viewing: 'معاينة', 'Web Form': 'نموذج الموقع',
    'WhatsApp Property Finder Bot': 'روبوت واتساب بروبرتي فايندر', 'WhatsApp Bot': 'روبوت واتساب',
  },
  action: { 'Client Connected to Agent': 'تم ربط العميل بالوكيل', 'Requires call from agent': 'يتطلب اتصالًا من الوكيل' },
  customerType: { Client: 'عميل', 'External Agent': 'وكيل خارجي', Spam: 'مزعج' },
  datePreset: {
    Today: 'اليوم', Yesterday: 'أمس', 'This Month': 'هذا الشهر', 'Last Month': 'الشهر الماضي', 'This Year': 'هذه السنة',
    'Last Year': 'السنة الماضية',
  },
  source: {
    'Property Finder': 'بروبرتي فايندر', Bayut: 'بيوت', Dubizzle: 'دوبيزل', Website: 'الموقع الإلكتروني', Facebook: 'فيسبوك',
    Instagram: 'إنستغرام', 'Google Ads': 'إعلانات جوجل', 'Walk In': 'زيارة مباشرة', Referral: 'إحالة',
    'Email Campaign': 'حملة بريد إلكتروني', 'Cold Call': 'اتصال مباشر',
  },
  sourceChannel: {
    Call: 'مكالمة', Email: 'البريد الإلكتروني', WhatsApp: 'واتساب', 'Web Form': 'نموذج الموقع', 'Live Chat': 'دردشة مباشرة',
    'Lead Ad': 'إعلان عملاء', Messenger: 'ماسنجر', 'Direct Message': 'رسالة مباشرة', Search: 'بحث', Display: 'إعلانات مصورة',
    Office: 'المكتب', Agent: 'وكيل', Client: 'عميل', Newsletter: 'نشرة بريدية', CMS: 'لوحة الإدارة',
  },
  inputSource: { Portal: 'بوابة عقارية', Website: 'الموقع الإلكتروني', API: 'واجهة برمجية', Manual: 'يدوي', CRM: 'نظام إدارة العملاء', CMS: 'لوحة الإدارة' },
  unitType: {
    Apartment: 'شقة', Villa: 'فيلا', Penthouse: 'بنتهاوس', Townhouse: 'تاون هاوس', Studio: 'استوديو', Duplex: 'دوبلكس',
    Triplex: 'تريبلكس', Loft: 'لوفت', 'Hotel Apartment': 'شقة فندقية', 'Serviced Apartment': 'شقة مخدومة',
    'Residential Floor': 'طابق سكني', 'Residential Building': 'مبنى سكني', 'Residential Plot': 'أرض سكنية',
    Compound: 'مجمع سكني', Bungalow: 'بنغلو', Cottage: 'كوخ', Mansion: 'قصر', Chalet: 'شاليه', Farmhouse: 'منزل ريفي',
    'Bulk Units': 'وحدات بالجملة', 'Full Floor': 'طابق كامل', 'Half Floor': 'نصف طابق', 'Whole Building': 'مبنى كامل',
    Office: 'مكتب', 'Office Space': 'مساحة مكتبية', 'Business Centre': 'مركز أعمال', 'Co-working Space': 'مساحة عمل مشتركة',
    Shop: 'محل', Retail: 'متجر تجزئة', Showroom: 'صالة عرض', Restaurant: 'مطعم', Cafe: 'مقهى', Kiosk: 'كشك', Hotel: 'فندق',
    Warehouse: 'مستودع', Factory: 'مصنع', 'Industrial Land': 'أرض صناعية', 'Labour Camp': 'سكن عمال',
    'Staff Accommodation': 'سكن موظفين', Storage: 'مخزن', Land: 'أرض', 'Commercial Land': 'أرض تجارية',
    'Commercial Building': 'مبنى تجاري', 'Commercial Floor': 'طابق تجاري', 'Commercial Plot': 'قطعة أرض تجارية',
    'Commercial Villa': 'فيلا تجارية', 'Mixed Use Land': 'أرض متعددة الاستخدامات', 'Mixed Use Building': 'مبنى متعدد الاستخدامات',
    Plot: 'قطعة أرض', 'Agricultural Land': 'أرض زراعية', Farm: 'مزرعة', Clinic: 'عيادة', School: 'مدرسة',
    'Medical Facility': 'منشأة طبية', Gym: 'صالة رياضية', 'Petrol Station': 'محطة وقود', Parking: 'موقف سيارات',
    'Bed Space': 'سرير مشترك', Room: 'غرفة', Other: 'أخرى',
  },
  amenity: {
    Balcony: 'شرفة', 'Built-in Wardrobes': 'خزائن مدمجة', 'Central A/C': 'تكييف مركزي',
    'Children Play Area': 'منطقة ألعاب للأطفال', Concierge: 'خدمة الاستقبال', 'Covered Parking': 'موقف مغطى', Gym: 'صالة رياضية',
    'Kitchen Appliances': 'أجهزة مطبخ', 'Maid Room': 'غرفة خادمة', 'Pets Allowed': 'يسمح بالحيوانات الأليفة',
    'Private Garden': 'حديقة خاصة', 'Private Pool': 'مسبح خاص', 'Sea View': 'إطلالة على البحر', Security: 'حراسة أمنية',
    'Shared Pool': 'مسبح مشترك', Study: 'غرفة مكتب', 'View of Landmark': 'إطلالة على معلم', 'Walk-in Closet': 'غرفة ملابس',
    'Beach Access': 'وصول إلى الشاطئ', 'Marina View': 'إطلالة على المرسى',
  },
}
