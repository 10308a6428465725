// Localised demo vocabulary for seeding the catalogue: categories, toy nouns, marketing
// adjectives, packing methods, certificates and the demo supplier's profile, in the 16
// catalogue languages. productName/productDescription combine them with per-language
// word order and (approximate) grammatical agreement.
import type { ToyKind } from './toyImage';

export const languageFields = [
  'name',
  'ename',
  'arabic',
  'spanish',
  'french',
  'hebrew',
  'indonesian',
  'japanese',
  'korean',
  'polski',
  'portuguese',
  'russian',
  'thai',
  'german',
  'filipino',
  'vietnamese',
] as const;
export type LanguageField = (typeof languageFields)[number];
/** `name` is Chinese (zh-CN), `ename` is English. */
export type Localised = Record<LanguageField, string>;

export interface CategoryNode {
  key: string;
  names: Localised;
  children: { key: string; names: Localised }[];
}

/** One string per language, in `languageFields` order:
 * zh, en, ar, es, fr, he, id, ja, ko, pl, pt, ru, th, de, fil, vi. */
type Row = readonly [
  string, string, string, string, string, string, string, string,
  string, string, string, string, string, string, string, string,
];

function loc(row: Row): Localised {
  const out = {} as Localised;
  languageFields.forEach((f, i) => {
    out[f] = row[i] as string;
  });
  return out;
}

// ---------------------------------------------------------------- categories

type CatSpec = [key: string, names: Row, children: [key: string, names: Row][]];

const categorySpecs: CatSpec[] = [
  ['plush',
    ['毛绒玩具', 'Plush toys', 'ألعاب محشوة', 'Peluches', 'Peluches', 'בובות פרווה', 'Boneka berbulu', 'ぬいぐるみ', '봉제 인형', 'Pluszaki', 'Pelúcias', 'Мягкие игрушки', 'ตุ๊กตาขนนุ่ม', 'Plüschtiere', 'Malalambot na laruan', 'Thú nhồi bông'],
    [
      ['teddy-bears', ['泰迪熊', 'Teddy bears', 'دببة محشوة', 'Osos de peluche', 'Ours en peluche', 'דובונים', 'Boneka beruang', 'テディベア', '테디베어', 'Misie pluszowe', 'Ursinhos de pelúcia', 'Плюшевые мишки', 'ตุ๊กตาหมี', 'Teddybären', 'Laruang oso', 'Gấu bông']],
      ['plush-animals', ['毛绒动物', 'Plush animals', 'حيوانات محشوة', 'Animales de peluche', 'Animaux en peluche', 'חיות פרווה', 'Boneka hewan', '動物のぬいぐるみ', '동물 인형', 'Pluszowe zwierzątka', 'Bichinhos de pelúcia', 'Плюшевые зверята', 'ตุ๊กตาสัตว์', 'Kuscheltiere', 'Malalambot na hayop-hayupan', 'Thú bông động vật']],
      ['plush-pillows', ['毛绒抱枕', 'Plush pillows', 'وسائد محشوة', 'Cojines de peluche', 'Coussins en peluche', 'כריות פרווה', 'Bantal boneka', 'ぬいぐるみクッション', '쿠션 인형', 'Poduszki pluszowe', 'Almofadas de pelúcia', 'Плюшевые подушки', 'หมอนตุ๊กตา', 'Plüschkissen', 'Malalambot na unan', 'Gối bông']],
      ['plush-keychains', ['毛绒挂件', 'Plush keychains', 'ميداليات مفاتيح محشوة', 'Llaveros de peluche', 'Porte-clés en peluche', 'מחזיקי מפתחות מפרווה', 'Gantungan kunci boneka', 'ぬいぐるみキーホルダー', '인형 키링', 'Breloczki pluszowe', 'Chaveiros de pelúcia', 'Плюшевые брелоки', 'พวงกุญแจตุ๊กตา', 'Plüsch-Schlüsselanhänger', 'Malalambot na keychain', 'Móc khóa thú bông']],
    ]],
  ['vehicles',
    ['交通工具玩具', 'Vehicles', 'ألعاب المركبات', 'Vehículos', 'Véhicules', 'כלי רכב', 'Kendaraan mainan', '乗り物のおもちゃ', '탈것 장난감', 'Pojazdy', 'Veículos', 'Транспорт', 'ยานพาหนะของเล่น', 'Fahrzeuge', 'Mga laruang sasakyan', 'Phương tiện đồ chơi'],
    [
      ['diecast-cars', ['合金车', 'Die-cast cars', 'سيارات معدنية', 'Coches de metal', 'Voitures miniatures en métal', 'מכוניות מתכת', 'Mobil diecast', 'ダイキャストカー', '다이캐스트 자동차', 'Samochodziki metalowe', 'Carrinhos de metal', 'Металлические машинки', 'รถโมเดลเหล็ก', 'Modellautos aus Metall', 'Metal na laruang kotse', 'Xe mô hình hợp kim']],
      ['rc-cars', ['遥控车', 'RC cars', 'سيارات بجهاز تحكم عن بعد', 'Coches teledirigidos', 'Voitures télécommandées', 'מכוניות על שלט', 'Mobil kendali jarak jauh', 'ラジコンカー', '무선조종 자동차', 'Samochody zdalnie sterowane', 'Carrinhos de controle remoto', 'Радиоуправляемые машинки', 'รถบังคับวิทยุ', 'Ferngesteuerte Autos', 'De-remote na kotse', 'Xe điều khiển từ xa']],
      ['trains', ['火车', 'Trains', 'قطارات', 'Trenes', 'Trains et circuits', 'רכבות', 'Kereta api', '電車・汽車', '기차', 'Pociągi', 'Trenzinhos', 'Поезда', 'รถไฟ', 'Eisenbahnen', 'Mga tren', 'Tàu hỏa']],
      ['planes', ['飞机', 'Planes', 'طائرات', 'Aviones', 'Avions', 'מטוסים', 'Pesawat', '飛行機', '비행기', 'Samoloty', 'Aviões', 'Самолёты', 'เครื่องบิน', 'Flugzeuge', 'Mga eroplano', 'Máy bay']],
      ['boats', ['船艇', 'Boats', 'قوارب', 'Barcos', 'Bateaux', 'סירות', 'Kapal & perahu', '船', '보트', 'Łódki', 'Barquinhos', 'Кораблики', 'เรือ', 'Boote', 'Mga bangka', 'Tàu thuyền']],
    ]],
  ['educational',
    ['益智玩具', 'Educational toys', 'ألعاب تعليمية', 'Juguetes educativos', 'Jouets éducatifs', 'צעצועים חינוכיים', 'Mainan edukatif', '知育玩具', '교육 완구', 'Zabawki edukacyjne', 'Brinquedos educativos', 'Развивающие игрушки', 'ของเล่นเสริมพัฒนาการ', 'Lernspielzeug', 'Pang-edukasyong laruan', 'Đồ chơi giáo dục'],
    [
      ['building-blocks', ['积木', 'Building blocks', 'مكعبات البناء', 'Bloques de construcción', 'Jeux de construction', 'קוביות בנייה', 'Balok susun', '積み木・ブロック', '블록', 'Klocki', 'Blocos de montar', 'Конструкторы', 'ตัวต่อ', 'Bausteine', 'Mga bloke', 'Khối xếp hình']],
      ['puzzles', ['拼图', 'Puzzles', 'ألعاب البازل', 'Rompecabezas', 'Puzzles et casse-tête', 'פאזלים', 'Teka-teki', 'パズル', '퍼즐', 'Układanki', 'Quebra-cabeças', 'Пазлы', 'จิ๊กซอว์', 'Puzzles', 'Mga palaisipan', 'Tranh ghép hình']],
      ['stem-kits', ['STEM科学套装', 'STEM kits', 'أطقم STEM العلمية', 'Kits de ciencia STEM', 'Kits scientifiques STEM', 'ערכות מדע STEM', 'Kit sains STEM', 'STEM学習キット', 'STEM 과학 키트', 'Zestawy naukowe STEM', 'Kits de ciências STEM', 'Научные наборы STEM', 'ชุดทดลอง STEM', 'MINT-Experimentierkästen', 'Mga kit pang-agham (STEM)', 'Bộ đồ chơi STEM']],
      ['early-learning', ['早教玩具', 'Early learning', 'التعلم المبكر', 'Aprendizaje temprano', 'Premiers apprentissages', 'למידה מוקדמת', 'Belajar usia dini', '幼児教育', '유아 학습', 'Wczesna nauka', 'Primeiros aprendizados', 'Раннее развитие', 'การเรียนรู้ปฐมวัย', 'Frühes Lernen', 'Maagang pagkatuto', 'Giáo dục sớm']],
    ]],
  ['dolls',
    ['娃娃及配件', 'Dolls & accessories', 'دمى وإكسسوارات', 'Muñecas y accesorios', 'Poupées et accessoires', 'בובות ואביזרים', 'Boneka & aksesori', '人形・アクセサリー', '인형 및 액세서리', 'Lalki i akcesoria', 'Bonecas e acessórios', 'Куклы и аксессуары', 'ตุ๊กตาและอุปกรณ์เสริม', 'Puppen & Zubehör', 'Mga manika at aksesorya', 'Búp bê & phụ kiện'],
    [
      ['fashion-dolls', ['时尚娃娃', 'Fashion dolls', 'دمى الموضة', 'Muñecas de moda', 'Poupées mannequins', 'בובות אופנה', 'Boneka fesyen', 'ファッションドール', '패션 인형', 'Lalki modowe', 'Bonecas de moda', 'Модные куклы', 'ตุ๊กตาแฟชั่น', 'Modepuppen', 'Mga manikang pang-moda', 'Búp bê thời trang']],
      ['baby-dolls', ['婴儿娃娃', 'Baby dolls', 'دمى الأطفال الرضع', 'Muñecos bebé', 'Poupons', 'בובות תינוק', 'Boneka bayi', '赤ちゃん人形', '아기 인형', 'Lalki-bobasy', 'Bonecas bebê', 'Куклы-пупсы', 'ตุ๊กตาเด็กทารก', 'Babypuppen', 'Manikang sanggol', 'Búp bê em bé']],
      ['dollhouses', ['娃娃屋', 'Dollhouses', 'بيوت الدمى', 'Casas de muñecas', 'Maisons de poupée', 'בתי בובות', 'Rumah boneka', 'ドールハウス', '인형의 집', 'Domki dla lalek', 'Casinhas de boneca', 'Кукольные домики', 'บ้านตุ๊กตา', 'Puppenhäuser', 'Bahay-manika', 'Nhà búp bê']],
      ['doll-clothes', ['娃娃服饰', 'Doll clothes', 'ملابس الدمى', 'Ropa para muñecas', 'Vêtements de poupée', 'בגדי בובות', 'Baju boneka', '人形の洋服', '인형 옷', 'Ubranka dla lalek', 'Roupinhas de boneca', 'Одежда для кукол', 'ชุดตุ๊กตา', 'Puppenkleidung', 'Damit ng manika', 'Quần áo búp bê']],
    ]],
  ['outdoor',
    ['户外运动', 'Outdoor & sports', 'ألعاب خارجية ورياضية', 'Aire libre y deportes', 'Plein air et sport', 'משחקי חוץ וספורט', 'Luar ruangan & olahraga', 'アウトドア・スポーツ', '야외 및 스포츠', 'Sport i zabawy na dworze', 'Ar livre e esportes', 'Спорт и активный отдых', 'กลางแจ้งและกีฬา', 'Draußen spielen & Sport', 'Panlabas at palakasan', 'Ngoài trời & thể thao'],
    [
      ['balls', ['球类', 'Balls', 'كرات', 'Pelotas', 'Ballons', 'כדורים', 'Bola', 'ボール', '공', 'Piłki', 'Bolas', 'Мячи', 'ลูกบอล', 'Bälle', 'Mga bola', 'Bóng']],
      ['water-toys', ['水上玩具', 'Water toys', 'ألعاب مائية', 'Juguetes acuáticos', 'Jeux d’eau', 'צעצועי מים', 'Mainan air', '水遊びおもちゃ', '물놀이 장난감', 'Zabawki wodne', 'Brinquedos aquáticos', 'Игрушки для воды', 'ของเล่นเล่นน้ำ', 'Wasserspielzeug', 'Laruang pantubig', 'Đồ chơi dưới nước']],
      ['ride-ons', ['儿童骑行玩具', 'Ride-on toys', 'ألعاب الركوب', 'Correpasillos', 'Porteurs', 'צעצועי רכיבה', 'Mainan tunggang', '乗用玩具', '승용 완구', 'Jeździki', 'Brinquedos de montar', 'Толокары', 'รถขาไถ', 'Rutschfahrzeuge', 'Sinasakyang laruan', 'Xe chòi chân']],
      ['kites', ['风筝', 'Kites', 'طائرات ورقية', 'Cometas', 'Cerfs-volants', 'עפיפונים', 'Layang-layang', '凧・カイト', '연', 'Latawce', 'Pipas', 'Воздушные змеи', 'ว่าว', 'Drachen', 'Saranggola', 'Diều']],
      ['bubbles', ['泡泡玩具', 'Bubble toys', 'ألعاب الفقاعات', 'Pompas de jabón', 'Bulles de savon', 'צעצועי בועות סבון', 'Mainan gelembung', 'シャボン玉', '비눗방울 장난감', 'Bańki mydlane', 'Bolhas de sabão', 'Мыльные пузыри', 'ของเล่นเป่าฟอง', 'Seifenblasen', 'Laruang bula', 'Đồ chơi bong bóng xà phòng']],
    ]],
  ['baby',
    ['婴幼儿玩具', 'Baby & toddler', 'ألعاب الرضع والأطفال الصغار', 'Bebé y primera infancia', 'Bébés et tout-petits', 'תינוקות ופעוטות', 'Bayi & balita', 'ベビー・幼児', '영유아', 'Dla niemowląt i maluchów', 'Bebês e primeira infância', 'Для малышей', 'ของเล่นเด็กเล็ก', 'Baby & Kleinkind', 'Sanggol at paslit', 'Đồ chơi sơ sinh & trẻ nhỏ'],
    [
      ['rattles-teethers', ['摇铃牙胶', 'Rattles & teethers', 'خشخيشات وعضاضات', 'Sonajeros y mordedores', 'Hochets et anneaux de dentition', 'רעשנים ונשכנים', 'Kerincingan & gigitan bayi', 'ガラガラ・歯がため', '딸랑이 & 치발기', 'Grzechotki i gryzaki', 'Chocalhos e mordedores', 'Погремушки и прорезыватели', 'ของเล่นเขย่าและยางกัด', 'Rasseln & Beißringe', 'Kalansing at kagatan', 'Xúc xắc & gặm nướu']],
      ['bath-toys', ['洗澡玩具', 'Bath toys', 'ألعاب الاستحمام', 'Juguetes de baño', 'Jouets de bain', 'צעצועי אמבטיה', 'Mainan mandi', 'お風呂のおもちゃ', '목욕 장난감', 'Zabawki do kąpieli', 'Brinquedos de banho', 'Игрушки для ванной', 'ของเล่นอาบน้ำ', 'Badespielzeug', 'Laruang pampaligo', 'Đồ chơi nhà tắm']],
      ['push-pull', ['拖拉玩具', 'Push & pull toys', 'ألعاب الدفع والسحب', 'Juguetes de arrastre', 'Jouets à pousser et à tirer', 'צעצועי משיכה ודחיפה', 'Mainan dorong & tarik', '押し車・引き車', '밀고 끄는 장난감', 'Zabawki do pchania i ciągnięcia', 'Brinquedos de puxar e empurrar', 'Игрушки-каталки', 'ของเล่นลากจูง', 'Schiebe- & Nachziehspielzeug', 'Laruang itinutulak at hinihila', 'Đồ chơi kéo đẩy']],
      ['musical-toys', ['音乐玩具', 'Musical toys', 'ألعاب موسيقية', 'Juguetes musicales', 'Jouets musicaux', 'צעצועים מוזיקליים', 'Mainan musik', '音の出るおもちゃ', '음악 장난감', 'Zabawki muzyczne', 'Brinquedos musicais', 'Музыкальные игрушки', 'ของเล่นดนตรี', 'Musikspielzeug', 'Laruang pangmusika', 'Đồ chơi âm nhạc']],
    ]],
  ['pretend',
    ['过家家玩具', 'Pretend play', 'ألعاب تقمص الأدوار', 'Juego simbólico', 'Jeux d’imitation', 'משחקי דמיון', 'Mainan bermain peran', 'ごっこ遊び', '역할놀이', 'Zabawy w role', 'Faz de conta', 'Сюжетно-ролевые игры', 'ของเล่นบทบาทสมมติ', 'Rollenspiel', 'Larong kunwari-kunwarian', 'Đồ chơi nhập vai'],
    [
      ['kitchen-sets', ['厨房玩具', 'Kitchen sets', 'أطقم المطبخ', 'Cocinitas', 'Dînettes et cuisines', 'ערכות מטבח', 'Mainan dapur', 'おままごとキッチン', '주방놀이', 'Kuchnie dla dzieci', 'Cozinhinhas', 'Игрушечные кухни', 'ชุดครัวของเล่น', 'Spielküchen', 'Laruang kusina', 'Bộ đồ chơi nhà bếp']],
      ['doctor-sets', ['医生玩具', 'Doctor sets', 'أطقم الطبيب', 'Maletines de médico', 'Panoplies de docteur', 'ערכות רופא', 'Mainan dokter', 'お医者さんセット', '병원놀이', 'Zestawy małego lekarza', 'Kits de médico', 'Наборы доктора', 'ชุดคุณหมอ', 'Arztkoffer', 'Laruang doktor', 'Bộ đồ chơi bác sĩ']],
      ['tool-sets', ['工具玩具', 'Tool sets', 'أطقم الأدوات', 'Herramientas de juguete', 'Panoplies de bricolage', 'ערכות כלי עבודה', 'Mainan perkakas', '大工さんセット', '공구놀이', 'Zestawy narzędzi', 'Kits de ferramentas', 'Наборы инструментов', 'ชุดเครื่องมือช่าง', 'Werkzeugkoffer', 'Laruang kasangkapan', 'Bộ dụng cụ đồ chơi']],
      ['dress-up', ['装扮服饰', 'Dress-up costumes', 'أزياء تنكرية', 'Disfraces', 'Déguisements', 'תחפושות', 'Kostum', 'コスチューム・変身グッズ', '코스튬', 'Przebrania', 'Fantasias', 'Карнавальные костюмы', 'ชุดแฟนซี', 'Kostüme', 'Mga kasuotang pampanggap', 'Trang phục hóa trang']],
    ]],
  ['games',
    ['游戏与派对', 'Games & party', 'ألعاب وحفلات', 'Juegos y fiestas', 'Jeux et fêtes', 'משחקים ומסיבות', 'Permainan & pesta', 'ゲーム・パーティー', '게임 & 파티', 'Gry i imprezy', 'Jogos e festas', 'Игры и праздники', 'เกมและปาร์ตี้', 'Spiele & Party', 'Laro at handaan', 'Trò chơi & tiệc'],
    [
      ['board-games', ['桌游', 'Board games', 'ألعاب الطاولة', 'Juegos de mesa', 'Jeux de société', 'משחקי קופסה', 'Permainan papan', 'ボードゲーム', '보드게임', 'Gry planszowe', 'Jogos de tabuleiro', 'Настольные игры', 'บอร์ดเกม', 'Brettspiele', 'Larong pang-mesa', 'Trò chơi bàn cờ']],
      ['card-games', ['卡牌游戏', 'Card games', 'ألعاب الورق', 'Juegos de cartas', 'Jeux de cartes', 'משחקי קלפים', 'Permainan kartu', 'カードゲーム', '카드게임', 'Gry karciane', 'Jogos de cartas', 'Карточные игры', 'เกมการ์ด', 'Kartenspiele', 'Larong baraha', 'Trò chơi thẻ bài']],
      ['party-favours', ['派对小礼品', 'Party favours', 'هدايا الحفلات', 'Detalles para fiestas', 'Petits cadeaux de fête', 'מזכרות למסיבות', 'Suvenir pesta', 'パーティーグッズ', '파티 답례품', 'Upominki na przyjęcia', 'Lembrancinhas de festa', 'Сувениры для праздника', 'ของชำร่วยปาร์ตี้', 'Mitgebsel', 'Mga regalong pang-party', 'Quà tặng tiệc']],
      ['magic-tricks', ['魔术道具', 'Magic tricks', 'ألعاب الخدع السحرية', 'Juegos de magia', 'Tours de magie', 'ערכות קסמים', 'Alat sulap', '手品グッズ', '마술 도구', 'Sztuczki magiczne', 'Truques de mágica', 'Наборы фокусов', 'อุปกรณ์มายากล', 'Zaubertricks', 'Kagamitang pang-salamangka', 'Đồ chơi ảo thuật']],
    ]],
  ['arts',
    ['手工艺术', 'Arts & crafts', 'الفنون والحرف اليدوية', 'Manualidades', 'Loisirs créatifs', 'אומנות ויצירה', 'Seni & kerajinan', '工作・アート', '미술 & 만들기', 'Plastyka i rękodzieło', 'Artes e artesanato', 'Творчество', 'ศิลปะและงานประดิษฐ์', 'Basteln & Malen', 'Sining at likhang-kamay', 'Mỹ thuật & thủ công'],
    [
      ['drawing', ['绘画用品', 'Drawing & painting', 'الرسم والتلوين', 'Dibujo y pintura', 'Dessin et peinture', 'ציור וצביעה', 'Menggambar & melukis', 'お絵かき', '그리기 & 색칠', 'Rysowanie i malowanie', 'Desenho e pintura', 'Рисование', 'วาดภาพระบายสี', 'Malen & Zeichnen', 'Pagguhit at pagpipinta', 'Vẽ & tô màu']],
      ['modelling-clay', ['彩泥', 'Modelling clay', 'صلصال', 'Plastilina', 'Pâte à modeler', 'פלסטלינה', 'Plastisin', 'ねんど', '클레이', 'Ciastolina', 'Massinha de modelar', 'Масса для лепки', 'ดินน้ำมัน', 'Knete', 'Luwad na panghulma', 'Đất nặn']],
      ['diy-kits', ['手工DIY套装', 'DIY craft kits', 'أطقم الأعمال اليدوية', 'Kits de manualidades', 'Kits créatifs', 'ערכות יצירה', 'Kit kerajinan DIY', '手作りキット', 'DIY 만들기 키트', 'Zestawy kreatywne', 'Kits de artesanato', 'Наборы для творчества', 'ชุดงานประดิษฐ์ DIY', 'Bastelsets', 'Mga kit sa paggawa', 'Bộ đồ thủ công DIY']],
      ['bead-kits', ['串珠套装', 'Bead kits', 'أطقم الخرز', 'Kits de abalorios', 'Kits de perles', 'ערכות חרוזים', 'Kit manik-manik', 'ビーズキット', '비즈 키트', 'Zestawy koralików', 'Kits de miçangas', 'Наборы бусин', 'ชุดร้อยลูกปัด', 'Perlen-Sets', 'Mga kit ng abaloryo', 'Bộ xâu hạt']],
    ]],
];

export const categoryTree: CategoryNode[] = categorySpecs.map(([key, names, children]) => ({
  key,
  names: loc(names),
  children: children.map(([k, n]) => ({ key: k, names: loc(n) })),
}));

// ---------------------------------------------------------------- toy nouns
// Gendered languages (ar, es, fr, he, pl, pt, ru, de) carry "@m" / "@f" / "@n" for agreement.

const nounSpecs: Record<ToyKind, Row> = {
  teddy: ['泰迪熊', 'Teddy bear', 'دبدوب@m', 'Osito de peluche@m', 'Ours en peluche@m', 'דובי@m', 'Boneka beruang', 'テディベア', '테디베어', 'Miś pluszowy@m', 'Ursinho de pelúcia@m', 'Плюшевый мишка@m', 'ตุ๊กตาหมี', 'Teddybär@m', 'Laruang oso', 'Gấu bông'],
  car: ['玩具车', 'Toy car', 'سيارة لعبة@f', 'Coche de juguete@m', 'Petite voiture@f', 'מכונית צעצוע@f', 'Mobil mainan', 'おもちゃの車', '장난감 자동차', 'Samochodzik@m', 'Carrinho@m', 'Машинка@f', 'รถของเล่น', 'Spielzeugauto@n', 'Laruang kotse', 'Xe ô tô đồ chơi'],
  robot: ['机器人', 'Robot', 'روبوت@m', 'Robot@m', 'Robot@m', 'רובוט@m', 'Robot', 'ロボット', '로봇', 'Robot@m', 'Robô@m', 'Робот@m', 'หุ่นยนต์', 'Roboter@m', 'Robot', 'Rô bốt'],
  rocket: ['火箭', 'Rocket', 'صاروخ@m', 'Cohete@m', 'Fusée@f', 'רקטה@f', 'Roket', 'ロケット', '로켓', 'Rakieta@f', 'Foguete@m', 'Ракета@f', 'จรวด', 'Rakete@f', 'Sasakyang pangkalawakan', 'Tên lửa'],
  duck: ['橡皮鸭', 'Rubber duck', 'بطة مطاطية@f', 'Patito de goma@m', 'Canard de bain@m', 'ברווז גומי@m', 'Bebek karet', 'ラバーダック', '고무 오리', 'Kaczuszka do kąpieli@f', 'Patinho de borracha@m', 'Резиновая уточка@f', 'เป็ดยาง', 'Quietscheente@f', 'Bibeng goma', 'Vịt cao su'],
  dinosaur: ['恐龙', 'Dinosaur', 'ديناصور@m', 'Dinosaurio@m', 'Dinosaure@m', 'דינוזאור@m', 'Dinosaurus', '恐竜', '공룡', 'Dinozaur@m', 'Dinossauro@m', 'Динозавр@m', 'ไดโนเสาร์', 'Dinosaurier@m', 'Dinosauro', 'Khủng long'],
  train: ['小火车', 'Toy train', 'قطار@m', 'Tren de juguete@m', 'Petit train@m', 'רכבת@f', 'Kereta api mainan', '汽車のおもちゃ', '장난감 기차', 'Ciuchcia@f', 'Trenzinho@m', 'Паровозик@m', 'รถไฟของเล่น', 'Spielzeuglok@f', 'Laruang tren', 'Tàu hỏa đồ chơi'],
  blocks: ['字母积木', 'Letter blocks', 'مجموعة مكعبات حروف@f', 'Juego de bloques con letras@m', 'Jeu de cubes alphabet@m', 'ערכת קוביות אותיות@f', 'Balok huruf', '文字積み木', '글자 블록', 'Zestaw klocków z literami@m', 'Kit de blocos com letras@m', 'Набор кубиков с буквами@m', 'บล็อกตัวอักษร', 'Buchstabenwürfel-Set@n', 'Mga bloke ng letra', 'Bộ khối chữ cái'],
  ball: ['沙滩球', 'Beach ball', 'كرة شاطئ@f', 'Pelota de playa@f', 'Ballon de plage@m', 'כדור ים@m', 'Bola pantai', 'ビーチボール', '비치볼', 'Piłka plażowa@f', 'Bola de praia@f', 'Пляжный мяч@m', 'ลูกบอลชายหาด', 'Wasserball@m', 'Bola sa dalampasigan', 'Bóng bãi biển'],
  doll: ['娃娃', 'Doll', 'دمية@f', 'Muñeca@f', 'Poupée@f', 'בובה@f', 'Boneka', 'お人形', '인형', 'Lalka@f', 'Boneca@f', 'Кукла@f', 'ตุ๊กตา', 'Puppe@f', 'Manika', 'Búp bê'],
  plane: ['玩具飞机', 'Airplane', 'طائرة@f', 'Avión@m', 'Avion@m', 'מטוס@m', 'Pesawat terbang', '飛行機', '비행기', 'Samolot@m', 'Aviãozinho@m', 'Самолёт@m', 'เครื่องบิน', 'Flugzeug@n', 'Eroplano', 'Máy bay'],
  boat: ['帆船', 'Sailboat', 'قارب شراعي@m', 'Velero@m', 'Voilier@m', 'סירת מפרש@f', 'Perahu layar', 'ヨット', '돛단배', 'Żaglówka@f', 'Veleiro@m', 'Парусник@m', 'เรือใบ', 'Segelboot@n', 'Bangkang may layag', 'Thuyền buồm'],
};

type Gender = 'm' | 'f' | 'n';

function parseNoun(spec: string): { text: string; gender: Gender } {
  const m = /^(.*)@([mfn])$/.exec(spec);
  return m ? { text: m[1] as string, gender: m[2] as Gender } : { text: spec, gender: 'm' };
}

export const toyNouns: Record<ToyKind, Localised> = Object.fromEntries(
  Object.entries(nounSpecs).map(([k, row]) => [k, loc(row.map((s) => parseNoun(s).text) as unknown as Row)]),
) as Record<ToyKind, Localised>;

// ---------------------------------------------------------------- adjectives
// Mini-syntax (only used by productName, stripped for display):
//   "a|b|c"  masculine | feminine | neuter forms (missing forms fall back to the first)
//   "stem*"  German strong ending (-er / -e / -es)
//   "^…"     goes before the noun ("…-" is joined without a space), ">…" goes after the noun

const adjectiveSpecs: Row[] = [
  ['音乐', 'Musical', 'موسيقي|موسيقية', 'musical', 'musical|musicale', 'מוזיקלי|מוזיקלית', 'musik', '音の出る', '멜로디', 'muzyczny|muzyczna|muzyczne', 'musical', 'музыкальный|музыкальная|музыкальное', 'มีเสียงเพลง', 'musikalisch*', 'Musikal', 'phát nhạc'],
  ['发光', 'Light-up', 'مضيء|مضيئة', 'con luces', 'lumineux|lumineuse', 'עם אורות', 'menyala', '光る', '불빛 나는', 'świecący|świecąca|świecące', 'com luzes', 'светящийся|светящаяся|светящееся', 'มีไฟ', 'leuchtend*', 'Umiilaw', 'phát sáng'],
  ['遥控', 'Remote-control', 'بجهاز تحكم عن بعد', 'a control remoto', 'télécommandé|télécommandée', 'על שלט', 'kendali jarak jauh', 'ラジコン', '무선조종', 'zdalnie sterowany|zdalnie sterowana|zdalnie sterowane', 'de controle remoto', 'радиоуправляемый|радиоуправляемая|радиоуправляемое', 'บังคับวิทยุ', 'ferngesteuert*', 'De-remote', 'điều khiển từ xa'],
  ['柔软', 'Soft', 'ناعم|ناعمة', 'suave', 'doux|douce', 'רך|רכה', 'lembut', 'ふわふわ', '말랑말랑', 'miękki|miękka|miękkie', 'macio|macia', 'мягкий|мягкая|мягкое', 'นุ่มนิ่ม', 'weich*', 'Malambot', 'mềm mại'],
  ['迷你', 'Mini', 'صغير|صغيرة', '^mini', '^mini', '^מיני', 'mini', 'ミニ', '미니', 'mini', '^mini', '^мини-', 'มินิ', '^Mini-', 'Maliit', 'mini'],
  ['巨型', 'Giant', 'عملاق|عملاقة', 'gigante', 'géant|géante', 'ענק|ענקית', 'raksasa', 'ジャンボ', '초대형', 'ogromny|ogromna|ogromne', 'gigante', 'гигантский|гигантская|гигантское', 'ยักษ์', 'riesig*', 'Higante', 'khổng lồ'],
  ['木制', 'Wooden', 'خشبي|خشبية', 'de madera', 'en bois', 'מעץ', 'kayu', '木製', '원목', 'drewniany|drewniana|drewniane', 'de madeira', 'деревянный|деревянная|деревянное', 'ไม้', '>aus Holz', '>na gawa sa kahoy', 'bằng gỗ'],
  ['磁力', 'Magnetic', 'مغناطيسي|مغناطيسية', 'magnético|magnética', 'magnétique', 'מגנטי|מגנטית', 'magnetik', 'マグネット', '자석', 'magnetyczny|magnetyczna|magnetyczne', 'magnético|magnética', 'магнитный|магнитная|магнитное', 'แม่เหล็ก', 'magnetisch*', 'Magnetiko', 'nam châm'],
  ['回力', 'Pull-back', 'بخاصية السحب للخلف', 'a fricción', 'à rétrofriction', 'עם מנגנון משיכה לאחור', 'tarik mundur', 'プルバック', '풀백', '>z napędem frykcyjnym', 'de fricção', 'инерционный|инерционная|инерционное', 'ดึงถอยหลัง', '>mit Rückziehmotor', 'De-hila', 'chạy đà'],
  ['夜光', 'Glow-in-the-dark', 'يضيء في الظلام|تضيء في الظلام', 'fosforescente', 'phosphorescent|phosphorescente', 'זוהר בחושך|זוהרת בחושך', 'menyala dalam gelap', '蓄光', '야광', '>świecący w ciemności|świecąca w ciemności|świecące w ciemności', 'que brilha no escuro', 'светящийся в темноте|светящаяся в темноте|светящееся в темноте', 'เรืองแสง', 'im Dunkeln leuchtend*', '>na umiilaw sa dilim', 'dạ quang'],
  ['益智', 'Educational', 'تعليمي|تعليمية', 'educativo|educativa', 'éducatif|éducative', 'חינוכי|חינוכית', 'edukatif', '知育', '교육용', 'edukacyjny|edukacyjna|edukacyjne', 'educativo|educativa', 'развивающий|развивающая|развивающее', 'เสริมพัฒนาการ', '^Lern-', 'Pang-edukasyon', 'giáo dục'],
  ['彩虹', 'Rainbow', 'بألوان قوس قزح', 'arcoíris', 'arc-en-ciel', 'בצבעי הקשת', 'pelangi', 'レインボー', '무지개', 'tęczowy|tęczowa|tęczowe', 'arco-íris', 'радужный|радужная|радужное', 'สีรุ้ง', '^Regenbogen-', 'Kulay-bahaghari', 'cầu vồng'],
  ['会说话的', 'Talking', 'ناطق|ناطقة', 'parlante', 'parlant|parlante', 'מדבר|מדברת', 'bisa bicara', 'おしゃべり', '말하는', 'mówiący|mówiąca|mówiące', 'falante', 'говорящий|говорящая|говорящее', 'พูดได้', 'sprechend*', 'Nagsasalita', 'biết nói'],
  ['互动', 'Interactive', 'تفاعلي|تفاعلية', 'interactivo|interactiva', 'interactif|interactive', 'אינטראקטיבי|אינטראקטיבית', 'interaktif', 'インタラクティブ', '인터랙티브', 'interaktywny|interaktywna|interaktywne', 'interativo|interativa', 'интерактивный|интерактивная|интерактивное', 'โต้ตอบได้', 'interaktiv*', 'Interaktibo', 'tương tác'],
  ['充气', 'Inflatable', 'قابل للنفخ|قابلة للنفخ', 'inflable', 'gonflable', 'מתנפח|מתנפחת', 'tiup', 'ビニール', '공기주입식', 'dmuchany|dmuchana|dmuchane', 'inflável', 'надувной|надувная|надувное', 'เป่าลม', 'aufblasbar*', 'Napapalobo', 'bơm hơi'],
  ['发条', 'Wind-up', 'يعمل بالزنبرك|تعمل بالزنبرك', 'de cuerda', 'à remonter', 'עם מנגנון קפיץ', 'putar kunci', 'ぜんまい', '태엽', 'nakręcany|nakręcana|nakręcane', 'de corda', 'заводной|заводная|заводное', 'ไขลาน', '^Aufzieh-', 'De-susi', 'lên dây cót'],
  ['经典', 'Classic', 'كلاسيكي|كلاسيكية', 'clásico|clásica', 'classique', 'קלאסי|קלאסית', 'klasik', 'クラシック', '클래식', 'klasyczny|klasyczna|klasyczne', 'clássico|clássica', 'классический|классическая|классическое', 'คลาสสิก', 'klassisch*', 'Klasiko', 'cổ điển'],
  ['豪华', 'Deluxe', 'فاخر|فاخرة', 'de lujo', 'de luxe', 'יוקרתי|יוקרתית', 'mewah', 'デラックス', '디럭스', 'luksusowy|luksusowa|luksusowe', 'de luxo', 'роскошный|роскошная|роскошное', 'ดีลักซ์', '^Luxus-', 'Marangya', 'cao cấp'],
  ['口袋', 'Pocket', 'بحجم الجيب', 'de bolsillo', 'de poche', 'בגודל כיס', 'saku', 'ポケット', '포켓', 'kieszonkowy|kieszonkowa|kieszonkowe', 'de bolso', 'карманный|карманная|карманное', 'ขนาดพกพา', '^Taschen-', 'Pambulsa', 'bỏ túi'],
  ['软萌', 'Cuddly', 'للاحتضان', 'abrazable', 'câlin|câline', 'לחיבוק', 'untuk dipeluk', 'もふもふ', '포근한', '>do przytulania', 'fofinho|fofinha', '>для обнимашек', 'น่ากอด', '^Kuschel-', '>na masarap yakapin', 'để ôm'],
  ['环保', 'Eco-friendly', 'صديق للبيئة|صديقة للبيئة', 'ecológico|ecológica', 'écologique', 'ידידותי לסביבה|ידידותית לסביבה', 'ramah lingkungan', 'エコ', '친환경', 'ekologiczny|ekologiczna|ekologiczne', 'ecológico|ecológica', 'экологичный|экологичная|экологичное', 'รักษ์โลก', 'umweltfreundlich*', 'Makakalikasan', 'thân thiện môi trường'],
  ['防水', 'Waterproof', 'مقاوم للماء|مقاومة للماء', 'resistente al agua', 'étanche', 'עמיד במים|עמידה במים', 'tahan air', '防水', '방수', 'wodoodporny|wodoodporna|wodoodporne', 'à prova d’água', 'водостойкий|водостойкая|водостойкое', 'กันน้ำ', 'wasserfest*', '>na hindi tinatablan ng tubig', 'chống nước'],
  ['变形', 'Transforming', 'قابل للتحول|قابلة للتحول', 'transformable', 'transformable', 'משנה צורה', 'bisa berubah bentuk', '変形', '변신', 'transformujący|transformująca|transformujące', 'transformável', 'трансформирующийся|трансформирующаяся|трансформирующееся', 'แปลงร่าง', 'verwandelbar*', 'Nagbabagong-anyo', 'biến hình'],
  ['闪亮', 'Sparkly', 'لامع|لامعة', 'brillante', 'scintillant|scintillante', 'נוצץ|נוצצת', 'berkilau', 'キラキラ', '반짝이는', 'brokatowy|brokatowa|brokatowe', 'cintilante', 'блестящий|блестящая|блестящее', 'แวววาว', 'glitzernd*', 'Makinang', 'lấp lánh'],
  ['彩色', 'Colourful', 'ملون|ملونة', 'multicolor', 'multicolore', 'צבעוני|צבעונית', 'warna-warni', 'カラフル', '알록달록', 'kolorowy|kolorowa|kolorowe', 'colorido|colorida', 'разноцветный|разноцветная|разноцветное', 'หลากสี', 'bunt*', 'Makulay', 'nhiều màu sắc'],
  ['太阳能', 'Solar-powered', 'يعمل بالطاقة الشمسية|تعمل بالطاقة الشمسية', 'solar', 'solaire', 'סולארי|סולארית', 'tenaga surya', 'ソーラー', '태양광', 'solarny|solarna|solarne', 'solar', '>на солнечной батарее', 'พลังงานแสงอาทิตย์', '^Solar-', '>na pinapagana ng araw', 'năng lượng mặt trời'],
];

const capitalise = (s: string): string => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
/** Lower-cases the first letter unless the word looks like an acronym ("RC", "STEM"). */
const decapitalise = (s: string): string =>
  s.length > 1 && s.charAt(1) === s.charAt(1).toUpperCase() && s.charAt(1) !== s.charAt(1).toLowerCase()
    ? s
    : s.charAt(0).toLowerCase() + s.slice(1);

interface AdjForm {
  pos: 'pre' | 'post' | null;
  forms: string[];
  strong: boolean;
}

function parseAdj(spec: string): AdjForm {
  let pos: AdjForm['pos'] = null;
  let s = spec;
  if (s.startsWith('^')) [pos, s] = ['pre', s.slice(1)];
  else if (s.startsWith('>')) [pos, s] = ['post', s.slice(1)];
  const strong = s.endsWith('*');
  if (strong) s = s.slice(0, -1);
  return { pos, forms: s.split('|'), strong };
}

function adjDisplay(spec: string): string {
  const a = parseAdj(spec);
  return capitalise((a.forms[0] as string).replace(/-$/, ''));
}

export const adjectives: Localised[] = adjectiveSpecs.map((row) => {
  const out = loc(row);
  for (const f of languageFields) out[f] = adjDisplay(out[f]);
  return out;
});

const adjSpecByEnglish = new Map<string, Localised>(adjectiveSpecs.map((row) => [row[1], loc(row)]));
const nounSpecByEnglish = new Map<string, Localised>(Object.values(nounSpecs).map((row) => [row[1], loc(row)]));

// ---------------------------------------------------------------- packing & certificates

export const packingMethods: { key: string; names: Localised }[] = (
  [
    ['colour-box', ['彩盒', 'Colour box', 'علبة ملونة', 'Caja impresa a color', 'Boîte couleur', 'קופסה צבעונית', 'Kotak warna', '化粧箱', '컬러 인쇄 박스', 'Pudełko kolorowe', 'Caixa colorida', 'Цветная коробка', 'กล่องพิมพ์สี', 'Farbkarton', 'Makulay na kahon', 'Hộp màu']],
    ['window-box', ['开窗盒', 'Window box', 'علبة بنافذة', 'Caja con ventana', 'Boîte à fenêtre', 'קופסה עם חלון', 'Kotak berjendela', '窓付きボックス', '창문형 박스', 'Pudełko z okienkiem', 'Caixa com visor', 'Коробка с окном', 'กล่องเจาะหน้าต่าง', 'Sichtfensterkarton', 'Kahong may bintana', 'Hộp có cửa sổ']],
    ['blister-card', ['吸塑卡', 'Blister card', 'بطاقة بليستر', 'Blíster con cartón', 'Blister sur carte', 'כרטיס בליסטר', 'Kartu blister', 'ブリスターカード', '블리스터 카드', 'Blister na karcie', 'Blister com cartela', 'Блистер на картоне', 'แพ็คบลิสเตอร์การ์ด', 'Blisterkarte', 'Blister na may karton', 'Vỉ blister có thẻ']],
    ['poly-bag', ['OPP胶袋', 'Poly bag', 'كيس بلاستيكي', 'Bolsa de plástico', 'Sachet plastique', 'שקית ניילון', 'Kantong plastik', 'ポリ袋', '비닐 봉투', 'Woreczek foliowy', 'Saco plástico', 'Полиэтиленовый пакет', 'ถุงพลาสติก', 'Folienbeutel', 'Plastik na supot', 'Túi nilon']],
    ['display-box', ['展示盒', 'Display box', 'علبة عرض', 'Caja expositora', 'Boîte présentoir', 'קופסת תצוגה', 'Kotak display', '陳列用ボックス', '진열 박스', 'Pudełko ekspozycyjne', 'Caixa expositora', 'Коробка-дисплей', 'กล่องโชว์สินค้า', 'Thekendisplay', 'Kahong pang-display', 'Hộp trưng bày']],
    ['clamshell', ['双泡壳', 'Clamshell', 'عبوة صدفية', 'Envase tipo almeja', 'Emballage coque', 'אריזת צדפה', 'Kemasan clamshell', 'クラムシェルパック', '클램쉘 포장', 'Opakowanie typu clamshell', 'Embalagem tipo concha', 'Блистер-раскладушка', 'แพ็คเกจแบบฝาหอย', 'Klappblister', 'Paketeng parang kabibe', 'Hộp nhựa vỏ sò']],
    ['header-card', ['头卡', 'Header card', 'بطاقة علوية', 'Cartón cabecera', 'Cavalier', 'כרטיס תלייה', 'Kartu gantung', 'ヘッダー付き袋', '헤더 카드', 'Zawieszka kartonowa', 'Cartela superior', 'Хедер-карта', 'การ์ดหัวถุง', 'Reiterkarte', 'Kartong pang-ulo', 'Thẻ treo đầu túi']],
    ['gift-tin', ['礼品铁盒', 'Gift tin', 'علبة هدايا معدنية', 'Lata de regalo', 'Boîte cadeau en métal', 'קופסת מתנה ממתכת', 'Kaleng hadiah', 'ギフト缶', '선물용 틴케이스', 'Puszka prezentowa', 'Lata de presente', 'Подарочная жестяная коробка', 'กระป๋องของขวัญ', 'Geschenkdose', 'Latang pangregalo', 'Hộp thiếc quà tặng']],
  ] as [string, Row][]
).map(([key, names]) => ({ key, names: loc(names) }));

export const certificates: string[] = ['EN71', 'ASTM F963', 'CE', 'CCC', 'CPC', '7P', 'HR4040', 'ISO8124', 'UKCA', 'GCC'];

// ---------------------------------------------------------------- product copy

const ADJECTIVE_FIRST = new Set<LanguageField>(['name', 'ename', 'japanese', 'korean', 'polski', 'russian', 'german', 'filipino']);
const NO_SPACES = new Set<LanguageField>(['name', 'japanese', 'thai']);

/** Tagalog linker after a modifier or noun: "-ng" after a vowel, "-g" after n, otherwise " na ". */
function tagalogLink(word: string): string {
  if (/^de-/i.test(word)) return `${word} na `;
  if (/[aeiou]$/i.test(word)) return `${word}ng `;
  if (/n$/i.test(word)) return `${word}g `;
  return `${word} na `;
}

const GERMAN_ENDING: Record<Gender, string> = { m: 'er', f: 'e', n: 'es' };

function nounFor(noun: Localised, field: LanguageField): { text: string; gender: Gender } {
  const spec = nounSpecByEnglish.get(noun.ename);
  return spec ? parseNoun(spec[field]) : { text: noun[field], gender: 'm' };
}

/** Combines an adjective and a noun with the language's word order and agreement. */
export function productName(adjective: Localised, noun: Localised, field: LanguageField): string {
  const n = nounFor(noun, field);
  const a = parseAdj(adjSpecByEnglish.get(adjective.ename)?.[field] ?? adjective[field]);
  const idx = n.gender === 'f' ? 1 : n.gender === 'n' ? 2 : 0;
  let adj = (a.forms[idx] ?? a.forms[0]) as string;
  if (a.strong) adj += GERMAN_ENDING[n.gender];
  const pos = a.pos ?? (ADJECTIVE_FIRST.has(field) ? 'pre' : 'post');

  if (field === 'ename') {
    const title = (s: string): string => s.split(' ').map(capitalise).join(' ');
    return pos === 'pre' ? `${title(adj)} ${title(n.text)}` : `${title(n.text)} ${adj}`;
  }
  if (NO_SPACES.has(field)) return pos === 'pre' ? adj + n.text : n.text + adj;

  const keepCase = field === 'german';
  const rest = keepCase ? n.text : decapitalise(n.text);
  let out: string;
  if (pos === 'post' && field === 'filipino') out = tagalogLink(n.text) + adj.replace(/^na /, '');
  else if (pos === 'post') out = `${n.text} ${keepCase ? adj : decapitalise(adj)}`;
  else if (adj.endsWith('-')) out = adj + rest;
  else if (field === 'filipino') out = tagalogLink(adj) + rest;
  else out = `${adj} ${rest}`;
  return capitalise(out);
}

const byGender = (g: Gender, m: string, f: string, n = m): string => (g === 'f' ? f : g === 'n' ? n : m);

function arabicAge(a: number): string {
  if (a === 1) return 'سنة واحدة';
  if (a === 2) return 'سنتين';
  if (a >= 3 && a <= 10) return `${a} سنوات`;
  return `${a} سنة`;
}

function russianYears(a: number): string {
  return a % 10 === 1 && a % 100 !== 11 ? 'года' : 'лет';
}

function koreanTopic(word: string): string {
  const code = word.charCodeAt(word.length - 1);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 ? '은' : '는';
  return '은(는)';
}

/** One or two sentences of product copy mentioning the recommended age. */
export function productDescription(noun: Localised, field: LanguageField, ageFrom: number): string {
  const { text: n, gender: g } = nounFor(noun, field);
  const a = Math.max(0, Math.round(ageFrom));
  switch (field) {
    case 'name':
      return `这款${n}采用安全无毒的环保材料制成，通过国际玩具安全标准检测，做工精细、色彩鲜艳。适合${a}岁以上儿童。`;
    case 'ename':
      return `This ${decapitalise(n)} is made from child-safe, non-toxic materials and tested to international toy safety standards. Recommended for ages ${a}+.`;
    case 'arabic':
      return `${n}: لعبة مصنوعة من مواد آمنة وغير سامة، ومختبرة وفق معايير سلامة الألعاب الدولية. مناسبة للأطفال من عمر ${arabicAge(a)} فما فوق (+${a}).`;
    case 'spanish':
      return `${byGender(g, 'Nuestro', 'Nuestra')} ${decapitalise(n)} está ${byGender(g, 'fabricado', 'fabricada')} con materiales seguros y no tóxicos, y cumple las normas internacionales de seguridad de los juguetes. Edad recomendada: a partir de ${a} ${a === 1 ? 'año' : 'años'}.`;
    case 'french':
      return `Notre ${decapitalise(n)} est ${byGender(g, 'fabriqué', 'fabriquée')} avec des matériaux sûrs et non toxiques, conformes aux normes internationales de sécurité des jouets. Âge recommandé : dès ${a} ${a <= 1 ? 'an' : 'ans'}.`;
    case 'hebrew':
      return `${n} ${byGender(g, 'עשוי', 'עשויה')} מחומרים בטוחים ולא רעילים ו${byGender(g, 'עומד', 'עומדת')} בתקני הבטיחות הבינלאומיים לצעצועים. ${byGender(g, 'מתאים', 'מתאימה')} לגילאי ${a}+.`;
    case 'indonesian':
      return `${n} ini dibuat dari bahan yang aman dan tidak beracun serta telah lulus uji standar keamanan mainan internasional. Cocok untuk usia ${a} tahun ke atas.`;
    case 'japanese':
      return `この${n}は、安全で無害な素材を使用し、国際的な玩具安全基準の検査に合格しています。対象年齢：${a}歳以上。`;
    case 'korean':
      return `이 ${n}${koreanTopic(n)} 안전한 무독성 소재로 만들어졌으며 국제 완구 안전 기준 검사를 통과했습니다. 권장 연령: ${a}세 이상.`;
    case 'polski':
      return `${n} – zabawka wykonana z bezpiecznych, nietoksycznych materiałów, zgodna z międzynarodowymi normami bezpieczeństwa zabawek. Zalecany wiek: od ${a === 1 ? '1 roku' : `${a} lat`}.`;
    case 'portuguese':
      return `${byGender(g, 'Nosso', 'Nossa')} ${decapitalise(n)} é ${byGender(g, 'fabricado', 'fabricada')} com materiais seguros e atóxicos e atende às normas internacionais de segurança de brinquedos. Idade recomendada: a partir de ${a} ${a === 1 ? 'ano' : 'anos'}.`;
    case 'russian':
      return `${n} — игрушка из безопасных нетоксичных материалов, соответствующая международным стандартам безопасности игрушек. Рекомендуемый возраст: от ${a} ${russianYears(a)}.`;
    case 'thai':
      return `${n}ผลิตจากวัสดุที่ปลอดภัยและไม่เป็นพิษ ผ่านการทดสอบตามมาตรฐานความปลอดภัยของเล่นสากล เหมาะสำหรับเด็กอายุ ${a} ปีขึ้นไป`;
    case 'german':
      return `${byGender(g, 'Unser', 'Unsere', 'Unser')} ${n} ist aus sicheren, ungiftigen Materialien gefertigt und nach internationalen Spielzeug-Sicherheitsnormen geprüft. Empfohlenes Alter: ab ${a} ${a === 1 ? 'Jahr' : 'Jahren'}.`;
    case 'filipino':
      return `Ang ${decapitalise(n)} na ito ay gawa sa ligtas at hindi nakalalasong materyales at pumasa sa mga pandaigdigang pamantayan sa kaligtasan ng laruan. Angkop para sa edad ${a} pataas.`;
    case 'vietnamese':
      return `${n} được làm từ chất liệu an toàn, không độc hại và đạt tiêu chuẩn an toàn đồ chơi quốc tế. Phù hợp cho trẻ từ ${a} tuổi trở lên.`;
  }
}

// ---------------------------------------------------------------- demo supplier

export const companyProfile: { name: Localised; about: Localised; slogan: Localised } = {
  name: loc([
    '晴熊玩具有限公司',
    'Sunny Bear Toys Co., Ltd.',
    'شركة صني بير للألعاب المحدودة',
    'Sunny Bear Toys Co., Ltd.',
    'Sunny Bear Toys Co., Ltd.',
    'סאני בר טויז בע״מ',
    'Sunny Bear Toys Co., Ltd.',
    'サニーベア玩具有限公司',
    '써니베어 완구 유한회사',
    'Sunny Bear Toys Co., Ltd.',
    'Sunny Bear Toys Co., Ltd.',
    'Санни Бэр Тойз Ко., Лтд.',
    'บริษัท ซันนี่แบร์ ทอยส์ จำกัด',
    'Sunny Bear Toys Co., Ltd.',
    'Sunny Bear Toys Co., Ltd.',
    'Công ty TNHH Đồ chơi Sunny Bear',
  ]),
  about: loc([
    '晴熊玩具有限公司成立于2006年，坐落于“中国玩具之都”——汕头市澄海区。我们为全球品牌商、进口商和零售商提供OEM/ODM服务，涵盖产品设计、开模、生产到包装的全流程。公司拥有通过认证的现代化工厂，产品超过2000款，均通过EN71、ASTM F963等国际安全标准检测。期待与您携手合作，共创未来！',
    'Founded in 2006, Sunny Bear Toys Co., Ltd. is a toy manufacturer based in Chenghai, Shantou – China’s toy capital. We provide OEM and ODM services to brands, importers and retailers worldwide, from product design and mould making to production and packaging. Our certified factory produces more than 2,000 items, all tested to EN71, ASTM F963 and other international safety standards. We look forward to building a long-term partnership with you.',
    'تأسست شركة صني بير للألعاب المحدودة عام 2006 في منطقة تشنغهاي بمدينة شانتو، عاصمة صناعة الألعاب في الصين. نقدم خدمات التصنيع حسب الطلب (OEM) والتصميم والتصنيع (ODM) للعلامات التجارية والمستوردين وتجار التجزئة حول العالم، بدءًا من تصميم المنتج وصنع القوالب وحتى الإنتاج والتغليف. ينتج مصنعنا المعتمد أكثر من 2000 منتج، جميعها مختبرة وفق معايير السلامة الدولية مثل EN71 وASTM F963. نتطلع إلى بناء شراكة طويلة الأمد معكم.',
    'Fundada en 2006, Sunny Bear Toys Co., Ltd. es un fabricante de juguetes con sede en Chenghai (Shantou), la capital del juguete de China. Ofrecemos servicios OEM y ODM a marcas, importadores y minoristas de todo el mundo, desde el diseño del producto y la fabricación de moldes hasta la producción y el embalaje. Nuestra fábrica certificada produce más de 2000 artículos, todos ellos probados según EN71, ASTM F963 y otras normas internacionales de seguridad. Esperamos construir con usted una relación comercial duradera.',
    'Fondée en 2006, Sunny Bear Toys Co., Ltd. est un fabricant de jouets établi à Chenghai (Shantou), la capitale chinoise du jouet. Nous proposons des services OEM et ODM aux marques, importateurs et distributeurs du monde entier, de la conception du produit et de la fabrication des moules jusqu’à la production et l’emballage. Notre usine certifiée produit plus de 2 000 références, toutes testées selon les normes EN71, ASTM F963 et d’autres normes internationales de sécurité. Nous serions heureux de bâtir avec vous un partenariat durable.',
    'סאני בר טויז בע״מ נוסדה בשנת 2006 ופועלת בצ׳נגהאי שבשאנטואו – בירת הצעצועים של סין. אנו מציעים שירותי OEM ו-ODM למותגים, ליבואנים ולקמעונאים ברחבי העולם, החל מעיצוב המוצר וייצור התבניות ועד לייצור ולאריזה. המפעל המוסמך שלנו מייצר יותר מ-2,000 פריטים, וכולם נבדקים לפי EN71, ASTM F963 ותקני בטיחות בינלאומיים נוספים. נשמח לבנות איתכם שותפות ארוכת טווח.',
    'Didirikan pada tahun 2006, Sunny Bear Toys Co., Ltd. adalah produsen mainan yang berbasis di Chenghai, Shantou, ibu kota mainan Tiongkok. Kami menyediakan layanan OEM dan ODM bagi merek, importir, dan peritel di seluruh dunia, mulai dari desain produk dan pembuatan cetakan hingga produksi dan pengemasan. Pabrik kami yang bersertifikat memproduksi lebih dari 2.000 item, yang semuanya telah diuji sesuai EN71, ASTM F963, dan standar keamanan internasional lainnya. Kami berharap dapat menjalin kemitraan jangka panjang dengan Anda.',
    'サニーベア玩具有限公司は2006年に設立された、中国の「おもちゃの都」汕頭市澄海区に拠点を置く玩具メーカーです。世界中のブランド、輸入業者、小売業者の皆様に、製品デザイン・金型製作から生産・梱包までを一貫したOEM/ODMサービスでご提供しています。認証を取得した自社工場では2,000点以上の製品を製造しており、すべてEN71やASTM F963などの国際安全基準に基づく試験に合格しています。皆様との末永いお取引を心よりお待ちしております。',
    '써니베어 완구 유한회사는 2006년에 설립되어 중국 완구의 수도인 산터우시 청하이구에 자리한 완구 제조업체입니다. 전 세계 브랜드, 수입업체, 소매업체를 위해 제품 디자인과 금형 제작부터 생산, 포장까지 OEM 및 ODM 서비스를 제공합니다. 인증받은 자체 공장에서 2,000개 이상의 제품을 생산하며, 모든 제품은 EN71, ASTM F963 등 국제 안전 기준에 따른 검사를 통과했습니다. 귀사와의 장기적인 파트너십을 기대합니다.',
    'Sunny Bear Toys Co., Ltd. to producent zabawek założony w 2006 roku, z siedzibą w Chenghai w Shantou – chińskiej stolicy zabawek. Świadczymy usługi OEM i ODM dla marek, importerów i sprzedawców detalicznych na całym świecie – od projektu produktu i wykonania form po produkcję i pakowanie. Nasza certyfikowana fabryka wytwarza ponad 2000 produktów, a wszystkie są badane zgodnie z normami EN71, ASTM F963 i innymi międzynarodowymi normami bezpieczeństwa. Liczymy na długoterminową współpracę z Państwem.',
    'Fundada em 2006, a Sunny Bear Toys Co., Ltd. é uma fabricante de brinquedos sediada em Chenghai, Shantou, a capital chinesa dos brinquedos. Oferecemos serviços de OEM e ODM para marcas, importadores e varejistas do mundo todo, desde o design do produto e a fabricação de moldes até a produção e a embalagem. Nossa fábrica certificada produz mais de 2.000 itens, todos testados de acordo com a EN71, a ASTM F963 e outras normas internacionais de segurança. Esperamos construir uma parceria duradoura com você.',
    'Компания «Санни Бэр Тойз» основана в 2006 году и расположена в районе Чэнхай города Шаньтоу — игрушечной столице Китая. Мы оказываем услуги OEM и ODM брендам, импортёрам и розничным сетям по всему миру: от разработки дизайна и изготовления пресс-форм до производства и упаковки. Наша сертифицированная фабрика выпускает более 2000 наименований продукции, и все они проходят испытания по стандартам EN71, ASTM F963 и другим международным нормам безопасности. Будем рады долгосрочному сотрудничеству с вами.',
    'บริษัท ซันนี่แบร์ ทอยส์ จำกัด ก่อตั้งขึ้นในปี 2006 ตั้งอยู่ที่เขตเฉิงไห่ เมืองซัวเถา ซึ่งเป็นเมืองหลวงของเล่นของจีน เราให้บริการ OEM และ ODM แก่แบรนด์ ผู้นำเข้า และผู้ค้าปลีกทั่วโลก ตั้งแต่การออกแบบผลิตภัณฑ์และการทำแม่พิมพ์ ไปจนถึงการผลิตและบรรจุภัณฑ์ โรงงานของเราได้รับการรับรองมาตรฐานและผลิตสินค้ามากกว่า 2,000 รายการ ซึ่งทั้งหมดผ่านการทดสอบตามมาตรฐาน EN71, ASTM F963 และมาตรฐานความปลอดภัยสากลอื่น ๆ เรายินดีที่จะสร้างความร่วมมือระยะยาวกับคุณ',
    'Die Sunny Bear Toys Co., Ltd. wurde 2006 gegründet und ist ein Spielwarenhersteller mit Sitz in Chenghai, Shantou – der Spielzeughauptstadt Chinas. Wir bieten Marken, Importeuren und Händlern weltweit OEM- und ODM-Leistungen – von Produktdesign und Formenbau bis zu Fertigung und Verpackung. Unsere zertifizierte Fabrik produziert über 2.000 Artikel, die alle nach EN71, ASTM F963 und weiteren internationalen Sicherheitsnormen geprüft sind. Wir freuen uns auf eine langfristige Partnerschaft mit Ihnen.',
    'Itinatag noong 2006, ang Sunny Bear Toys Co., Ltd. ay isang tagagawa ng laruan na nakabase sa Chenghai, Shantou – ang kabisera ng laruan ng Tsina. Nagbibigay kami ng mga serbisyong OEM at ODM sa mga brand, importer, at retailer sa buong mundo, mula sa disenyo ng produkto at paggawa ng molde hanggang sa produksyon at pag-iimpake. Ang aming sertipikadong pabrika ay gumagawa ng mahigit 2,000 produkto, na lahat ay sinuri ayon sa EN71, ASTM F963, at iba pang pandaigdigang pamantayan sa kaligtasan. Inaasahan namin ang isang pangmatagalang pakikipagtulungan sa inyo.',
    'Được thành lập năm 2006, Công ty TNHH Đồ chơi Sunny Bear là nhà sản xuất đồ chơi có trụ sở tại quận Trừng Hải, thành phố Sán Đầu – thủ phủ đồ chơi của Trung Quốc. Chúng tôi cung cấp dịch vụ OEM và ODM cho các thương hiệu, nhà nhập khẩu và nhà bán lẻ trên toàn thế giới, từ thiết kế sản phẩm, chế tạo khuôn mẫu đến sản xuất và đóng gói. Nhà máy đạt chứng nhận của chúng tôi sản xuất hơn 2.000 mặt hàng, tất cả đều được kiểm định theo EN71, ASTM F963 và các tiêu chuẩn an toàn quốc tế khác. Chúng tôi mong muốn được hợp tác lâu dài cùng quý khách.',
  ]),
  slogan: loc([
    '让每一次玩耍都充满阳光',
    'Bringing sunshine to every playtime',
    'نملأ كل لحظة لعب بالبهجة والإشراق',
    'Llevamos el sol a cada momento de juego',
    'Du soleil dans chaque moment de jeu',
    'מביאים שמש לכל רגע של משחק',
    'Menghadirkan keceriaan di setiap waktu bermain',
    '遊ぶ時間を、いつもお日さまのように',
    '모든 놀이 시간에 햇살을 선물합니다',
    'Słońce w każdej chwili zabawy',
    'Levando sol a cada momento de brincadeira',
    'Дарим солнце каждой минуте игры',
    'เติมแสงแดดให้ทุกช่วงเวลาแห่งการเล่น',
    'Sonnenschein für jede Spielstunde',
    'Nagdadala ng sikat ng araw sa bawat paglalaro',
    'Mang nắng ấm đến mọi giờ vui chơi',
  ]),
};
