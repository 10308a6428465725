// The order spreadsheet's wording in the 16 site languages (protocol/languages.ts). The file leaves the site and is
// read in Excel, where the browser's message catalogue is out of reach, so the server carries its own table. Terms
// the site already shows (sizes, packing, contact fields, pieces per carton) are worded as locales/*/messages.po
// words them, so the sheet and the order page agree.
import { siteLanguageOf, type Locale } from '../../protocol/languages';

export interface SheetTexts {
  title: string; orderNumber: string; orderTime: string; status: string; company: string; contact: string;
  email: string; telephone: string; mobile: string; remark: string;
  service: string; serviceEmail: string; serviceTelephone: string; totals: string; itemKinds: string;
  submitted: string; confirmed: string; shipped: string; cancelled: string;
  serial: string; picture: string; number: string; name: string; productSize: string; cartonSize: string;
  packing: string; cartons: string; piecesPerCarton: string; quantity: string; cbm: string; cuft: string;
  grossKg: string; netKg: string; unitPrice: string; amount: string;
}

const en: SheetTexts = {
  title: 'Order', orderNumber: 'Order number', orderTime: 'Order time', status: 'Status', company: 'Company name', contact: 'Contact',
  email: 'Email', telephone: 'Telephone', mobile: 'Mobile', remark: 'Remark',
  service: 'Customer service', serviceEmail: 'Service email', serviceTelephone: 'Service telephone', totals: 'Totals', itemKinds: 'Item kinds',
  submitted: 'Submitted', confirmed: 'Confirmed', shipped: 'Shipped', cancelled: 'Cancelled',
  serial: 'No.', picture: 'Picture', number: 'Item no.', name: 'Product name', productSize: 'Product size (cm)', cartonSize: 'Outer carton size (cm)',
  packing: 'Packing method', cartons: 'CTNS', piecesPerCarton: 'Pieces per carton', quantity: 'Quantity (pcs)', cbm: 'CBM (m³)', cuft: 'CUFT (ft³)',
  grossKg: 'Gross weight (kg)', netKg: 'Net weight (kg)', unitPrice: 'Unit price', amount: 'Amount',
};

export const sheetTexts: Record<Locale, SheetTexts> = {
  en,
  'zh-CN': {
    title: '订单', orderNumber: '订单号', orderTime: '下单时间', status: '状态', company: '公司名称', contact: '联系人',
    email: '邮箱', telephone: '电话', mobile: '手机号', remark: '备注',
    service: '客服', serviceEmail: '客服邮箱', serviceTelephone: '客服电话', totals: '合计', itemKinds: '款数',
    submitted: '已提交', confirmed: '已确认', shipped: '已发货', cancelled: '已取消',
    serial: '序号', picture: '图片', number: '货号', name: '产品名称', productSize: '产品尺寸(cm)', cartonSize: '外箱尺寸(cm)',
    packing: '包装方式', cartons: '箱数', piecesPerCarton: '每箱数量', quantity: '总数量(件)', cbm: '体积(m³)', cuft: '材积(ft³)',
    grossKg: '毛重(kg)', netKg: '净重(kg)', unitPrice: '单价', amount: '金额',
  },
  ar: {
    title: 'الطلب', orderNumber: 'رقم الطلب', orderTime: 'وقت الطلب', status: 'الحالة', company: 'اسم الشركة', contact: 'جهة الاتصال',
    email: 'البريد الإلكتروني', telephone: 'الهاتف', mobile: 'رقم الجوال', remark: 'ملاحظات',
    service: 'خدمة العملاء', serviceEmail: 'بريد خدمة العملاء', serviceTelephone: 'هاتف خدمة العملاء', totals: 'الإجماليات', itemKinds: 'عدد الأصناف',
    submitted: 'مُرسَل', confirmed: 'مؤكَّد', shipped: 'تم الشحن', cancelled: 'ملغى',
    serial: 'م', picture: 'الصورة', number: 'رقم الصنف', name: 'اسم المنتج', productSize: 'مقاس المنتج (سم)', cartonSize: 'مقاس الكرتونة الخارجية (سم)',
    packing: 'طريقة التعبئة', cartons: 'عدد الكراتين', piecesPerCarton: 'عدد القطع في الكرتونة', quantity: 'الكمية (قطعة)', cbm: 'الحجم (م³)', cuft: 'الحجم (قدم³)',
    grossKg: 'الوزن الإجمالي (كغ)', netKg: 'الوزن الصافي (كغ)', unitPrice: 'سعر الوحدة', amount: 'المبلغ',
  },
  es: {
    title: 'Pedido', orderNumber: 'Número de pedido', orderTime: 'Fecha del pedido', status: 'Estado', company: 'Nombre de la empresa', contact: 'Contacto',
    email: 'Correo electrónico', telephone: 'Teléfono', mobile: 'Móvil', remark: 'Observaciones',
    service: 'Atención al cliente', serviceEmail: 'Correo de atención al cliente', serviceTelephone: 'Teléfono de atención al cliente', totals: 'Totales', itemKinds: 'Referencias',
    submitted: 'Enviado', confirmed: 'Confirmado', shipped: 'Despachado', cancelled: 'Cancelado',
    serial: 'N.º', picture: 'Imagen', number: 'Referencia', name: 'Nombre del producto', productSize: 'Medidas del producto (cm)', cartonSize: 'Medidas de la caja exterior (cm)',
    packing: 'Tipo de embalaje', cartons: 'Cajas', piecesPerCarton: 'Unidades por caja exterior', quantity: 'Cantidad (uds.)', cbm: 'Volumen (m³)', cuft: 'Volumen (pie³)',
    grossKg: 'Peso bruto (kg)', netKg: 'Peso neto (kg)', unitPrice: 'Precio unitario', amount: 'Importe',
  },
  fr: {
    title: 'Commande', orderNumber: 'N° de commande', orderTime: 'Date de commande', status: 'Statut', company: "Nom de l'entreprise", contact: 'Interlocuteur',
    email: 'E-mail', telephone: 'Téléphone', mobile: 'Téléphone mobile', remark: 'Remarque',
    service: 'Service client', serviceEmail: 'E-mail du service client', serviceTelephone: 'Téléphone du service client', totals: 'Totaux', itemKinds: 'Nombre de références',
    submitted: 'Envoyée', confirmed: 'Confirmée', shipped: 'Expédiée', cancelled: 'Annulée',
    serial: 'N°', picture: 'Photo', number: 'Réf.', name: 'Nom du produit', productSize: 'Dimensions du produit (cm)', cartonSize: 'Dimensions du carton extérieur (cm)',
    packing: 'Type de conditionnement', cartons: 'Cartons', piecesPerCarton: 'Pièces par carton', quantity: 'Quantité (pcs)', cbm: 'Volume (m³)', cuft: 'Volume (pi³)',
    grossKg: 'Poids brut (kg)', netKg: 'Poids net (kg)', unitPrice: 'Prix unitaire', amount: 'Montant',
  },
  he: {
    title: 'הזמנה', orderNumber: 'מספר הזמנה', orderTime: 'מועד ההזמנה', status: 'סטטוס', company: 'שם החברה', contact: 'איש קשר',
    email: 'אימייל', telephone: 'טלפון', mobile: 'טלפון נייד', remark: 'הערות',
    service: 'שירות לקוחות', serviceEmail: 'אימייל שירות לקוחות', serviceTelephone: 'טלפון שירות לקוחות', totals: 'סיכומים', itemKinds: 'מספר פריטים',
    submitted: 'הוגשה', confirmed: 'אושרה', shipped: 'נשלחה', cancelled: 'בוטלה',
    serial: '#', picture: 'תמונה', number: 'מק״ט', name: 'שם המוצר', productSize: 'מידות המוצר (ס״מ)', cartonSize: 'מידות קרטון חיצוני (ס״מ)',
    packing: 'סוג אריזה', cartons: 'קרטונים', piecesPerCarton: 'יחידות בקרטון', quantity: 'כמות (יח׳)', cbm: 'נפח (מ״ק)', cuft: 'נפח (רגל³)',
    grossKg: 'משקל ברוטו (ק״ג)', netKg: 'משקל נטו (ק״ג)', unitPrice: 'מחיר ליחידה', amount: 'סכום',
  },
  id: {
    title: 'Pesanan', orderNumber: 'Nomor pesanan', orderTime: 'Waktu pesanan', status: 'Status', company: 'Nama perusahaan', contact: 'Narahubung',
    email: 'Alamat email', telephone: 'Telepon', mobile: 'Nomor ponsel', remark: 'Catatan',
    service: 'Layanan pelanggan', serviceEmail: 'Email layanan pelanggan', serviceTelephone: 'Telepon layanan pelanggan', totals: 'Total', itemKinds: 'Jumlah jenis barang',
    submitted: 'Diajukan', confirmed: 'Dikonfirmasi', shipped: 'Dikirim', cancelled: 'Dibatalkan',
    serial: 'No.', picture: 'Gambar', number: 'No. barang', name: 'Nama produk', productSize: 'Ukuran produk (cm)', cartonSize: 'Ukuran karton luar (cm)',
    packing: 'Jenis kemasan', cartons: 'Karton', piecesPerCarton: 'Isi per karton', quantity: 'Jumlah (pcs)', cbm: 'Volume (m³)', cuft: 'Volume (ft³)',
    grossKg: 'Berat kotor (kg)', netKg: 'Berat bersih (kg)', unitPrice: 'Harga satuan', amount: 'Nilai',
  },
  ja: {
    title: '注文', orderNumber: '注文番号', orderTime: '注文日時', status: 'ステータス', company: '会社名', contact: '担当者',
    email: 'メールアドレス', telephone: '電話番号', mobile: '携帯電話番号', remark: '備考',
    service: 'カスタマーサービス', serviceEmail: 'カスタマーサービスのメール', serviceTelephone: 'カスタマーサービスの電話', totals: '合計', itemKinds: '品目数',
    submitted: '送信済み', confirmed: '確認済み', shipped: '出荷済み', cancelled: 'キャンセル済み',
    serial: 'No.', picture: '画像', number: '品番', name: '商品名', productSize: '商品サイズ(cm)', cartonSize: '外箱サイズ(cm)',
    packing: '梱包形態', cartons: 'ケース数', piecesPerCarton: 'ケース入数', quantity: '数量(個)', cbm: '容積(m³)', cuft: '容積(ft³)',
    grossKg: '総重量(kg)', netKg: '正味重量(kg)', unitPrice: '単価', amount: '金額',
  },
  ko: {
    title: '주문', orderNumber: '주문 번호', orderTime: '주문 시간', status: '상태', company: '회사명', contact: '담당자',
    email: '이메일', telephone: '전화번호', mobile: '휴대폰 번호', remark: '비고',
    service: '고객 서비스', serviceEmail: '고객 서비스 이메일', serviceTelephone: '고객 서비스 전화', totals: '합계', itemKinds: '품목 수',
    submitted: '접수됨', confirmed: '확인됨', shipped: '출고됨', cancelled: '취소됨',
    serial: '번호', picture: '사진', number: '품번', name: '제품명', productSize: '제품 크기(cm)', cartonSize: '외박스 크기(cm)',
    packing: '포장 방식', cartons: '박스 수', piecesPerCarton: '박스당 입수', quantity: '수량(개)', cbm: '부피(m³)', cuft: '부피(ft³)',
    grossKg: '총중량(kg)', netKg: '순중량(kg)', unitPrice: '단가', amount: '금액',
  },
  pl: {
    title: 'Zamówienie', orderNumber: 'Numer zamówienia', orderTime: 'Data zamówienia', status: 'Status', company: 'Nazwa firmy', contact: 'Osoba kontaktowa',
    email: 'E-mail', telephone: 'Telefon', mobile: 'Telefon komórkowy', remark: 'Uwagi',
    service: 'Obsługa klienta', serviceEmail: 'E-mail obsługi klienta', serviceTelephone: 'Telefon obsługi klienta', totals: 'Podsumowanie', itemKinds: 'Liczba pozycji',
    submitted: 'Złożone', confirmed: 'Potwierdzone', shipped: 'Wysłane', cancelled: 'Anulowane',
    serial: 'Lp.', picture: 'Zdjęcie', number: 'Nr artykułu', name: 'Nazwa produktu', productSize: 'Wymiary produktu (cm)', cartonSize: 'Wymiary kartonu zbiorczego (cm)',
    packing: 'Rodzaj opakowania', cartons: 'Kartony', piecesPerCarton: 'Sztuk w kartonie', quantity: 'Ilość (szt.)', cbm: 'Objętość (m³)', cuft: 'Objętość (ft³)',
    grossKg: 'Waga brutto (kg)', netKg: 'Waga netto (kg)', unitPrice: 'Cena jednostkowa', amount: 'Wartość',
  },
  'pt-BR': {
    title: 'Pedido', orderNumber: 'Número do pedido', orderTime: 'Data do pedido', status: 'Status', company: 'Nome da empresa', contact: 'Contato',
    email: 'E-mail', telephone: 'Telefone', mobile: 'Celular', remark: 'Observações',
    service: 'Atendimento ao cliente', serviceEmail: 'E-mail do atendimento', serviceTelephone: 'Telefone do atendimento', totals: 'Totais', itemKinds: 'Itens',
    submitted: 'Enviado', confirmed: 'Confirmado', shipped: 'Despachado', cancelled: 'Cancelado',
    serial: 'Nº', picture: 'Foto', number: 'Código', name: 'Nome do produto', productSize: 'Medidas do produto (cm)', cartonSize: 'Medidas da caixa externa (cm)',
    packing: 'Tipo de embalagem', cartons: 'Caixas', piecesPerCarton: 'Unidades por caixa', quantity: 'Quantidade (pçs)', cbm: 'Volume (m³)', cuft: 'Volume (pés³)',
    grossKg: 'Peso bruto (kg)', netKg: 'Peso líquido (kg)', unitPrice: 'Preço unitário', amount: 'Valor',
  },
  'ru-RU': {
    title: 'Заказ', orderNumber: 'Номер заказа', orderTime: 'Время заказа', status: 'Статус', company: 'Название компании', contact: 'Контактное лицо',
    email: 'Эл. почта', telephone: 'Телефон', mobile: 'Мобильный телефон', remark: 'Примечание',
    service: 'Служба поддержки', serviceEmail: 'Эл. почта поддержки', serviceTelephone: 'Телефон поддержки', totals: 'Итого', itemKinds: 'Позиций',
    submitted: 'Отправлен', confirmed: 'Подтверждён', shipped: 'Отгружен', cancelled: 'Отменён',
    serial: '№', picture: 'Фото', number: 'Артикул', name: 'Наименование', productSize: 'Размер товара (см)', cartonSize: 'Размер внешней коробки (см)',
    packing: 'Способ упаковки', cartons: 'Коробок', piecesPerCarton: 'Штук в коробке', quantity: 'Количество (шт.)', cbm: 'Объём (м³)', cuft: 'Объём (фут³)',
    grossKg: 'Вес брутто (кг)', netKg: 'Вес нетто (кг)', unitPrice: 'Цена за шт.', amount: 'Сумма',
  },
  th: {
    title: 'คำสั่งซื้อ', orderNumber: 'เลขที่คำสั่งซื้อ', orderTime: 'เวลาสั่งซื้อ', status: 'สถานะ', company: 'ชื่อบริษัท', contact: 'ผู้ติดต่อ',
    email: 'อีเมล', telephone: 'โทรศัพท์', mobile: 'เบอร์มือถือ', remark: 'หมายเหตุ',
    service: 'ฝ่ายบริการลูกค้า', serviceEmail: 'อีเมลฝ่ายบริการลูกค้า', serviceTelephone: 'โทรศัพท์ฝ่ายบริการลูกค้า', totals: 'ยอดรวม', itemKinds: 'จำนวนรายการ',
    submitted: 'ส่งคำสั่งซื้อแล้ว', confirmed: 'ยืนยันแล้ว', shipped: 'จัดส่งแล้ว', cancelled: 'ยกเลิกแล้ว',
    serial: 'ลำดับ', picture: 'รูปภาพ', number: 'รหัสสินค้า', name: 'ชื่อสินค้า', productSize: 'ขนาดสินค้า (ซม.)', cartonSize: 'ขนาดลังนอก (ซม.)',
    packing: 'รูปแบบบรรจุภัณฑ์', cartons: 'จำนวนลัง', piecesPerCarton: 'จำนวนชิ้นต่อลัง', quantity: 'จำนวน (ชิ้น)', cbm: 'ปริมาตร (ลบ.ม.)', cuft: 'ปริมาตร (ลบ.ฟุต)',
    grossKg: 'น้ำหนักรวม (กก.)', netKg: 'น้ำหนักสุทธิ (กก.)', unitPrice: 'ราคาต่อหน่วย', amount: 'จำนวนเงิน',
  },
  de: {
    title: 'Bestellung', orderNumber: 'Bestellnummer', orderTime: 'Bestellzeit', status: 'Status', company: 'Firmenname', contact: 'Ansprechpartner',
    email: 'E-Mail', telephone: 'Telefon', mobile: 'Mobilnummer', remark: 'Bemerkung',
    service: 'Kundenservice', serviceEmail: 'E-Mail Kundenservice', serviceTelephone: 'Telefon Kundenservice', totals: 'Summen', itemKinds: 'Anzahl Artikel',
    submitted: 'Übermittelt', confirmed: 'Bestätigt', shipped: 'Versandt', cancelled: 'Storniert',
    serial: 'Nr.', picture: 'Bild', number: 'Artikelnr.', name: 'Produktname', productSize: 'Produktmaße (cm)', cartonSize: 'Maße Außenkarton (cm)',
    packing: 'Verpackungsart', cartons: 'Kartons', piecesPerCarton: 'Stück pro Karton', quantity: 'Menge (Stk.)', cbm: 'Volumen (m³)', cuft: 'Volumen (ft³)',
    grossKg: 'Bruttogewicht (kg)', netKg: 'Nettogewicht (kg)', unitPrice: 'Stückpreis', amount: 'Betrag',
  },
  tl: {
    title: 'Order', orderNumber: 'Numero ng order', orderTime: 'Oras ng order', status: 'Katayuan', company: 'Pangalan ng kumpanya', contact: 'Kontak',
    email: 'Email address', telephone: 'Telepono', mobile: 'Numero ng mobile', remark: 'Paalala',
    service: 'Customer service', serviceEmail: 'Email ng customer service', serviceTelephone: 'Telepono ng customer service', totals: 'Kabuuan', itemKinds: 'Bilang ng uri ng item',
    submitted: 'Naipasa', confirmed: 'Nakumpirma', shipped: 'Naipadala', cancelled: 'Kinansela',
    serial: 'Blg.', picture: 'Larawan', number: 'Item no.', name: 'Pangalan ng produkto', productSize: 'Sukat ng produkto (cm)', cartonSize: 'Sukat ng panlabas na karton (cm)',
    packing: 'Uri ng pag-iimpake', cartons: 'Karton', piecesPerCarton: 'Piraso bawat karton', quantity: 'Dami (piraso)', cbm: 'Volume (m³)', cuft: 'Volume (ft³)',
    grossKg: 'Kabuuang timbang (kg)', netKg: 'Netong timbang (kg)', unitPrice: 'Presyo bawat piraso', amount: 'Halaga',
  },
  vi: {
    title: 'Đơn hàng', orderNumber: 'Mã đơn hàng', orderTime: 'Thời gian đặt hàng', status: 'Trạng thái', company: 'Tên công ty', contact: 'Người liên hệ',
    email: 'Địa chỉ email', telephone: 'Điện thoại', mobile: 'Số di động', remark: 'Ghi chú',
    service: 'Chăm sóc khách hàng', serviceEmail: 'Email chăm sóc khách hàng', serviceTelephone: 'Điện thoại chăm sóc khách hàng', totals: 'Tổng cộng', itemKinds: 'Số mặt hàng',
    submitted: 'Đã gửi', confirmed: 'Đã xác nhận', shipped: 'Đã giao vận', cancelled: 'Đã hủy',
    serial: 'STT', picture: 'Hình ảnh', number: 'Mã hàng', name: 'Tên sản phẩm', productSize: 'Kích thước sản phẩm (cm)', cartonSize: 'Kích thước thùng ngoài (cm)',
    packing: 'Quy cách đóng gói', cartons: 'Số thùng', piecesPerCarton: 'Số cái mỗi thùng', quantity: 'Số lượng (cái)', cbm: 'Thể tích (m³)', cuft: 'Thể tích (ft³)',
    grossKg: 'Trọng lượng cả bì (kg)', netKg: 'Trọng lượng tịnh (kg)', unitPrice: 'Đơn giá', amount: 'Thành tiền',
  },
};

/** The texts of a site language code (any case, bare prefix too, as every call takes it); English for any other
 *  code: the export's keyWord is checked upstream, and a sheet in English beats no sheet. */
export function textsFor(locale: string): SheetTexts {
  const language = siteLanguageOf(locale);
  return language ? sheetTexts[language.parameter] : en;
}
