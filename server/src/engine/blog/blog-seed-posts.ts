import type { Text } from '../seed/vocabulary.js';
import { SERVICE_HOURS } from '../../../../contracts/site/service-hours.js';
import { CORPORATE_PAGE_SLUGS } from '../../../../contracts/site/corporate-pages.js';

/** One language of a seeded post. */
interface PostText {
  title: string;
  slug: string;
  summary: string;
  /** Paragraphs; "## " starts a heading. */
  body: string[];
}

/** A demo blog or corporate page in both languages (written once at start-up). */
export interface SeedPost {
  /** Key stem: the tr post is `${key}-tr`, the en post `${key}-en`. */
  key: string;
  categoryIds: number[];
  tagIds: number[];
  /** Publication day, newest posts first on the list. */
  publishedAt: string;
  tr: PostText;
  en: PostText;
  /** ProductWidget: its title and the catalogue category (Turkish name) whose products it shows. */
  widget?: { title: Text; categoryName: string };
}

/** Blog category ids of migration 0003. */
export const BlogCategoryId = { Blog: 1, WatchGuides: 2, WatchCare: 3, ChoosingAWatch: 4, GiftGuides: 5, StyleAndTrends: 6, Corporate: 7 } as const;
const C = BlogCategoryId;
/** Blog tag ids of migration 0003. */
const T = { Care: 1, Gift: 2, Smart: 3, Classic: 4, Strap: 5, Water: 6 } as const;

/** The watch-care and gift-guide posts of the demo blog. */
export const BLOG_POSTS: SeedPost[] = [
  {
    key: 'blog-watch-cleaning', categoryIds: [C.WatchCare], tagIds: [T.Care, T.Strap], publishedAt: '2026-03-02T09:00:00Z',
    widget: { title: ['Bakımı Kolay Saatler', 'Easy-Care Watches'], categoryName: 'Erkek Saat' },
    tr: {
      title: 'Kol Saatinizi Evde Nasıl Temizlersiniz?', slug: 'kol-saati-temizligi',
      summary: 'Kasa, cam ve kordon için adım adım, saatinize zarar vermeyen bir temizlik rehberi.',
      body: [
        'Her gün taktığımız saat; ter, toz ve kozmetik kalıntılarıyla karşılaşır. Düzenli ve doğru bir temizlik, saatin hem görünüşünü hem de ömrünü korur.',
        '## Kasa ve cam',
        'Yumuşak, tüy bırakmayan bir mikrofiber bezle kasayı ve camı silin. Lekeler için bezi hafifçe nemlendirin; kuvvetli deterjan ve alkol kullanmayın. Kurma kolunun kapalı olduğundan emin olmadan saati asla suya tutmayın.',
        '## Kordon',
        'Çelik kordonu ılık sabunlu suya batırılmış yumuşak bir diş fırçasıyla baklaların arasından temizleyin, ardından iyice kurulayın. Deri kordonu ıslatmayın; nemli bezle silip gölgede kurumaya bırakın.',
        'Ayda bir yapılan bu kısa bakım, saatinizin ilk günkü parlaklığını yıllarca korumasına yardımcı olur.',
      ],
    },
    en: {
      title: 'How to Clean Your Wristwatch at Home', slug: 'how-to-clean-your-watch',
      summary: 'A step-by-step cleaning guide for the case, crystal and strap that keeps your watch safe.',
      body: [
        'The watch we wear every day meets sweat, dust and traces of cosmetics. Regular, careful cleaning keeps both its looks and its life.',
        '## Case and crystal',
        'Wipe the case and crystal with a soft, lint-free microfibre cloth. Dampen the cloth slightly for stains; avoid strong detergents and alcohol. Never hold the watch under water before making sure the crown is pushed in.',
        '## Strap',
        'Clean a steel bracelet between the links with a soft toothbrush dipped in warm soapy water, then dry it well. Do not soak a leather strap; wipe it with a damp cloth and let it dry in the shade.',
        'This short monthly routine helps your watch keep its first-day shine for years.',
      ],
    },
  },
  {
    key: 'blog-water-resistance', categoryIds: [C.WatchCare], tagIds: [T.Care, T.Water], publishedAt: '2026-02-24T09:00:00Z',
    widget: { title: ['Suya Dayanıklı Spor Saatler', 'Water-Resistant Sports Watches'], categoryName: 'Spor Saat' },
    tr: {
      title: 'Su Geçirmezlik Değerleri Ne Anlama Geliyor?', slug: 'su-gecirmezlik-degerleri',
      summary: '3 ATM ile 20 ATM arasındaki farkı, hangi saatle yüzebileceğinizi ve contaların bakımını anlatıyoruz.',
      body: [
        'Saatin kadranında yazan 3 ATM, 5 ATM ya da 10 ATM değerleri çoğu zaman yanlış anlaşılır. Bu değerler laboratuvarda durağan basınçla yapılan testleri gösterir, dalış derinliğini değil.',
        '3 ATM yağmura ve el yıkamaya dayanır. 5 ATM ile duş alabilir ve kısa süre yüzebilirsiniz. 10 ATM ve üzeri yüzme ve şnorkel için uygundur; tüplü dalış için 20 ATM ve dalış sertifikası aranır.',
        'Contalar zamanla esnekliğini kaybeder. Saatinizi iki yılda bir yetkili serviste basınç testinden geçirmek, sürprizleri önler.',
      ],
    },
    en: {
      title: 'What Water Resistance Ratings Really Mean', slug: 'water-resistance-ratings',
      summary: 'The difference between 3 ATM and 20 ATM, which watch you can swim with, and how to look after the gaskets.',
      body: [
        'The 3 ATM, 5 ATM or 10 ATM printed on a dial is often misread. These ratings describe static pressure tests in a laboratory, not a diving depth.',
        '3 ATM withstands rain and hand washing. With 5 ATM you can shower and swim briefly. 10 ATM and above suits swimming and snorkelling; scuba diving calls for 20 ATM and a diver’s certification.',
        'Gaskets lose their elasticity over time. A pressure test at an authorised service every two years prevents surprises.',
      ],
    },
  },
  {
    key: 'blog-leather-strap-care', categoryIds: [C.WatchCare], tagIds: [T.Care, T.Strap, T.Classic], publishedAt: '2026-02-17T09:00:00Z',
    widget: { title: ['Deri Kordonlu Saatler', 'Leather Strap Watches'], categoryName: 'Deri Kordonlu Saat' },
    tr: {
      title: 'Deri Kordon Bakımında 5 Altın Kural', slug: 'deri-kordon-bakimi',
      summary: 'Deri kordonun çatlamasını ve koku yapmasını önleyen basit alışkanlıklar.',
      body: [
        'Deri kordon saate sıcak ve klasik bir hava verir, ama nem ve güneşten hoşlanmaz.',
        'Birincisi, kordonu suyla temas ettirmeyin. İkincisi, parfümü saatin takıldığı bilekten uzak tutun. Üçüncüsü, kordonu çok sıkı takmayın ki deri nefes alsın. Dördüncüsü, yılda iki kez renksiz deri kremiyle besleyin. Beşincisi, birkaç kordonu dönüşümlü kullanarak her birinin dinlenmesini sağlayın.',
        'Bu kurallarla iyi bir deri kordon yıllarca güzelleşerek yaşlanır.',
      ],
    },
    en: {
      title: 'Five Golden Rules for Leather Strap Care', slug: 'leather-strap-care',
      summary: 'Simple habits that stop a leather strap from cracking or smelling.',
      body: [
        'A leather strap gives a watch a warm, classic look, but it dislikes moisture and sunlight.',
        'First, keep the strap away from water. Second, keep perfume off the wrist that wears the watch. Third, do not wear it too tight so the leather can breathe. Fourth, feed it with a colourless leather cream twice a year. Fifth, rotate several straps so each one can rest.',
        'With these rules a good leather strap ages beautifully for years.',
      ],
    },
  },
  {
    key: 'blog-automatic-watch-winding', categoryIds: [C.WatchCare, C.ChoosingAWatch], tagIds: [T.Care, T.Classic], publishedAt: '2026-02-10T09:00:00Z',
    widget: { title: ['Otomatik Saatler', 'Automatic Watches'], categoryName: 'Otomatik Saat' },
    tr: {
      title: 'Otomatik Saat Nasıl Kurulur?', slug: 'otomatik-saat-nasil-kurulur',
      summary: 'Durmuş bir otomatik saati yeniden çalıştırmanın ve doğru ayarlamanın yolu.',
      body: [
        'Otomatik saatler bileğinizin hareketiyle kurulur; birkaç gün takılmadıklarında durmaları normaldir.',
        '## Elle kurma',
        'Kurma kolunu ilk konumda saat yönünde yaklaşık otuz kez çevirin. Bu, mekanizmaya bir günlük enerji sağlar.',
        '## Tarihi ayarlama',
        'Akşam 21:00 ile sabah 03:00 arasında tarih değiştirmekten kaçının; bu saatlerde tarih mekanizması çalışır ve zorlanabilir.',
        'Saatinizi sık takmıyorsanız bir saat kurma kutusu, mekanizmanın yağlarının dağılmasına da yardımcı olur.',
      ],
    },
    en: {
      title: 'How to Wind an Automatic Watch', slug: 'how-to-wind-an-automatic-watch',
      summary: 'How to restart a stopped automatic watch and set it correctly.',
      body: [
        'Automatic watches wind themselves from the movement of your wrist; it is normal for them to stop after a few days off the wrist.',
        '## Winding by hand',
        'Turn the crown clockwise about thirty times in its first position. That gives the movement a day’s worth of energy.',
        '## Setting the date',
        'Avoid changing the date between 9 pm and 3 am; the date mechanism is engaged then and can be strained.',
        'If you do not wear the watch often, a watch winder also helps keep the movement’s oils spread.',
      ],
    },
  },
  {
    key: 'blog-choosing-first-watch', categoryIds: [C.ChoosingAWatch], tagIds: [T.Classic], publishedAt: '2026-02-03T09:00:00Z',
    widget: { title: ['İlk Saatiniz İçin Öneriler', 'Picks for Your First Watch'], categoryName: 'Erkek Kol Saati' },
    tr: {
      title: 'İlk Ciddi Saatinizi Seçerken Nelere Dikkat Etmeli?', slug: 'ilk-saat-secimi',
      summary: 'Kasa çapı, mekanizma ve kordon: ilk saatinizde pişman olmamanız için kısa bir kontrol listesi.',
      body: [
        'İlk ciddi saat bir yatırım gibidir; acele etmeden birkaç temel soruyu yanıtlamak gerekir.',
        '## Kasa çapı',
        'İnce bilekler için 36-40 mm, geniş bilekler için 40-44 mm kasa genellikle dengeli durur. Kulpların bilek dışına taşmamasına dikkat edin.',
        '## Mekanizma',
        'Quartz saatler isabetli ve bakımı kolaydır. Otomatik saatler ise mekanik ustalığı sevenler içindir ve pil gerektirmez.',
        '## Kordon',
        'Çelik kordon her ortama uyar; deri kordon daha şık, silikon kordon ise spor için rahattır. Kolay değişen kordon pimleri, tek saatten birçok görünüm elde etmenizi sağlar.',
      ],
    },
    en: {
      title: 'What to Look for in Your First Serious Watch', slug: 'choosing-your-first-watch',
      summary: 'Case size, movement and strap: a short checklist so your first watch brings no regrets.',
      body: [
        'A first serious watch is like an investment; answer a few basic questions before you buy.',
        '## Case size',
        'A 36-40 mm case usually suits slim wrists and 40-44 mm broader ones. Make sure the lugs do not overhang your wrist.',
        '## Movement',
        'Quartz watches are accurate and easy to maintain. Automatic watches are for lovers of mechanical craft and need no battery.',
        '## Strap',
        'A steel bracelet suits every setting; leather is dressier and silicone is comfortable for sport. Quick-release spring bars give you many looks from a single watch.',
      ],
    },
  },
  {
    key: 'blog-smartwatch-vs-classic', categoryIds: [C.ChoosingAWatch], tagIds: [T.Smart, T.Classic], publishedAt: '2026-01-27T09:00:00Z',
    widget: { title: ['Akıllı Saatler', 'Smartwatches'], categoryName: 'Akıllı Saat' },
    tr: {
      title: 'Akıllı Saat mi, Klasik Saat mi?', slug: 'akilli-saat-mi-klasik-saat-mi',
      summary: 'İki dünyayı günlük kullanım, pil ömrü ve stil açısından karşılaştırdık.',
      body: [
        'Akıllı saatler bildirimleri, adım sayısını ve nabzı bileğinize taşır. Klasik saatler ise zamanı zarafetle gösterir ve yıllarca şarj istemez.',
        'Spor yapıyor ve telefonunuzu sık kontrol ediyorsanız akıllı saat hayatınızı kolaylaştırır. Toplantılarda ve özel günlerde ise klasik bir saat daha güçlü bir izlenim bırakır.',
        'Birçok kişi ikisini birden kullanıyor: hafta içi akıllı saat, akşam yemeği için klasik bir model.',
      ],
    },
    en: {
      title: 'Smartwatch or Classic Watch?', slug: 'smartwatch-or-classic-watch',
      summary: 'We compared the two worlds on daily use, battery life and style.',
      body: [
        'Smartwatches bring notifications, step counts and heart rate to your wrist. Classic watches tell the time with elegance and need no charging for years.',
        'If you work out and check your phone often, a smartwatch makes life easier. At meetings and special occasions a classic watch makes a stronger impression.',
        'Many people wear both: a smartwatch on weekdays, a classic model for dinner.',
      ],
    },
  },
  {
    key: 'blog-kids-smartwatch', categoryIds: [C.ChoosingAWatch], tagIds: [T.Smart], publishedAt: '2026-01-20T09:00:00Z',
    widget: { title: ['Çocuk Akıllı Saatleri', "Kids' Smartwatches"], categoryName: 'Çocuk Akıllı Saat' },
    tr: {
      title: 'Çocuğunuz İçin Akıllı Saat Seçimi', slug: 'cocuk-akilli-saat-secimi',
      summary: 'Konum takibi, acil arama ve dayanıklılık: çocuk akıllı saatinde aranacak özellikler.',
      body: [
        'Çocuk akıllı saatleri, telefon vermeden önce güvenli bir iletişim yolu sunar.',
        'Konum takibinin doğruluğuna, yalnızca kayıtlı numaraları arayabilen bir rehbere ve tek tuşla acil arama özelliğine bakın. Darbelere dayanıklı kasa ve en az IP67 su dayanımı, oyun dolu günler için önemlidir.',
        'Okul saatlerinde bildirimleri kısan bir sessiz mod, öğretmenlerin de işini kolaylaştırır.',
      ],
    },
    en: {
      title: 'Choosing a Smartwatch for Your Child', slug: 'choosing-a-kids-smartwatch',
      summary: 'Location tracking, emergency calls and toughness: what to look for in a kids’ smartwatch.',
      body: [
        'Kids’ smartwatches offer a safe way to stay in touch before a first phone.',
        'Check the accuracy of location tracking, a contact list limited to approved numbers and one-button emergency calling. A shock-resistant case and at least IP67 water resistance matter on busy play days.',
        'A school mode that silences notifications during lessons makes teachers’ lives easier too.',
      ],
    },
  },
  {
    key: 'blog-gift-for-him', categoryIds: [C.GiftGuides], tagIds: [T.Gift], publishedAt: '2026-03-09T09:00:00Z',
    widget: { title: ['Ona Hediye Saatler', 'Watches to Give Him'], categoryName: 'Kronograf Saat' },
    tr: {
      title: 'Erkeklere Saat Hediyesi Rehberi', slug: 'erkeklere-saat-hediyesi',
      summary: 'Tarzına göre doğru saati seçmek için pratik öneriler ve bütçe ipuçları.',
      body: [
        'Saat, yıllarca kullanılan ve her bakışta hediye edeni hatırlatan nadir hediyelerdendir.',
        'Spor tutkunlarına kronograf ya da suya dayanıklı bir spor saat, iş dünyasındakilere ince kasalı klasik bir model, teknolojiyi sevenlere ise akıllı saat iyi bir başlangıçtır.',
        'Bileğinin ölçüsünü bilmiyorsanız ayarlanabilir çelik kordonlu bir model seçin ve hediye fişini unutmayın.',
      ],
    },
    en: {
      title: 'A Guide to Giving Him a Watch', slug: 'watch-gift-guide-for-him',
      summary: 'Practical advice and budget tips for picking the right watch for his style.',
      body: [
        'A watch is one of the rare gifts that is used for years and recalls the giver at every glance.',
        'A chronograph or water-resistant sports watch suits sports lovers, a slim classic model suits the office, and a smartwatch is a good start for tech fans.',
        'If you do not know his wrist size, choose an adjustable steel bracelet and remember the gift receipt.',
      ],
    },
  },
  {
    key: 'blog-gift-for-her', categoryIds: [C.GiftGuides], tagIds: [T.Gift], publishedAt: '2026-03-06T09:00:00Z',
    widget: { title: ['Ona Hediye Kadın Saatleri', "Women's Watches to Give"], categoryName: 'Kadın Saat' },
    tr: {
      title: 'Kadınlara Saat Hediyesi: Zarif Seçimler', slug: 'kadinlara-saat-hediyesi',
      summary: 'Taşlı, bileklik ya da minimal: her tarza uygun kadın saati önerileri.',
      body: [
        'Kadın saatlerinde tasarım seçenekleri çok geniştir; önce günlük stilini düşünün.',
        'Minimal bir kadran her kıyafetle uyum sağlar. Özel davetleri seven biri için taşlı bir model, takı kullanmayı sevenler için bileklik saat harika bir tamamlayıcıdır.',
        'Gül altını ve gümüş tonlar son sezonların en çok tercih edilen renkleri arasında.',
      ],
    },
    en: {
      title: 'Watches as Gifts for Her: Elegant Choices', slug: 'watch-gift-guide-for-her',
      summary: 'Jewelled, bracelet or minimal: women’s watch ideas for every style.',
      body: [
        'Women’s watches come in a wide range of designs; start with her everyday style.',
        'A minimal dial goes with every outfit. A jewelled model suits someone who loves special evenings, and a bracelet watch complements a jewellery lover’s collection.',
        'Rose gold and silver tones are among the most popular colours of recent seasons.',
      ],
    },
  },
  {
    key: 'blog-graduation-gifts', categoryIds: [C.GiftGuides], tagIds: [T.Gift, T.Smart], publishedAt: '2026-01-13T09:00:00Z',
    widget: { title: ['Mezuniyet Hediyeleri', 'Graduation Gifts'], categoryName: 'Spor Akıllı Saat' },
    tr: {
      title: 'Mezuniyet Hediyesi Olarak Saat', slug: 'mezuniyet-hediyesi-saat',
      summary: 'Yeni bir döneme başlayan gençler için anlamlı ve kullanışlı saat fikirleri.',
      body: [
        'Mezuniyet, yeni bir başlangıcın simgesidir; saat de zamanın değerini hatırlatan anlamlı bir hediyedir.',
        'İş hayatına atılacak biri için sade bir klasik saat, üniversiteye başlayan bir genç için spor özellikleri olan bir akıllı saat uygundur.',
        'Kasa arkasına kazınacak kısa bir not ya da tarih, hediyeyi kişisel bir hatıraya dönüştürür.',
      ],
    },
    en: {
      title: 'A Watch as a Graduation Gift', slug: 'watch-as-a-graduation-gift',
      summary: 'Meaningful and practical watch ideas for young people starting a new chapter.',
      body: [
        'Graduation marks a new beginning, and a watch is a meaningful gift that recalls the value of time.',
        'A plain classic watch suits someone starting work, while a smartwatch with sports features suits a new university student.',
        'A short note or date engraved on the case back turns the gift into a personal keepsake.',
      ],
    },
  },
  {
    key: 'blog-anniversary-gifts', categoryIds: [C.GiftGuides, C.StyleAndTrends], tagIds: [T.Gift, T.Classic], publishedAt: '2026-01-06T09:00:00Z',
    widget: { title: ['Yıl Dönümü İçin Klasikler', 'Anniversary Classics'], categoryName: 'Klasik Saat' },
    tr: {
      title: 'Yıl Dönümü İçin Çift Saatleri', slug: 'yil-donumu-cift-saatleri',
      summary: 'Birbirini tamamlayan çift saatleriyle yıl dönümünü unutulmaz kılın.',
      body: [
        'Aynı koleksiyondan seçilen erkek ve kadın saatleri, çiftler için zarif bir ortak imza oluşturur.',
        'Birbirine yakın kadran renkleri ve aynı kordon malzemesi uyumu güçlendirir; farklı kasa çapları ise her birinin bileğine uygun düşer.',
        'Klasik çizgideki modeller, yıllar geçse de modası geçmeyen bir seçimdir.',
      ],
    },
    en: {
      title: 'Matching Watches for an Anniversary', slug: 'matching-anniversary-watches',
      summary: 'Make an anniversary memorable with watches that complement each other.',
      body: [
        'Men’s and women’s watches from the same collection form an elegant shared signature for a couple.',
        'Similar dial colours and the same strap material strengthen the match, while different case sizes suit each wrist.',
        'Classic designs remain a choice that never goes out of style.',
      ],
    },
  },
  {
    key: 'blog-strap-trends', categoryIds: [C.StyleAndTrends], tagIds: [T.Strap], publishedAt: '2025-12-30T09:00:00Z',
    widget: { title: ['Bileklik Saatler', 'Bracelet Watches'], categoryName: 'Bileklik Saat' },
    tr: {
      title: 'Bu Sezonun Kordon Trendleri', slug: 'kordon-trendleri',
      summary: 'Hasır çelik, renkli silikon ve NATO kordonlar yeniden sahnede.',
      body: [
        'Kordon değiştirmek, saatinize yeni bir kimlik kazandırmanın en kolay yoludur.',
        'Bu sezon ince hasır çelik kordonlar minimal kadranlarla, canlı renkli silikon kordonlar ise spor saatlerle öne çıkıyor. Kumaş NATO kordonlar rahat bir hafta sonu görünümü sunuyor.',
        'Hızlı değişen pimli kordonlarla aynı saati sabah spora, akşam yemeğe uyarlayabilirsiniz.',
      ],
    },
    en: {
      title: 'This Season’s Strap Trends', slug: 'strap-trends',
      summary: 'Mesh steel, colourful silicone and NATO straps are back in the spotlight.',
      body: [
        'Changing the strap is the easiest way to give your watch a new identity.',
        'This season fine mesh steel straps pair with minimal dials and bright silicone straps with sports watches. Fabric NATO straps bring a relaxed weekend look.',
        'With quick-release straps the same watch moves from the morning gym to dinner.',
      ],
    },
  },
  {
    key: 'blog-vintage-watches', categoryIds: [C.StyleAndTrends], tagIds: [T.Classic], publishedAt: '2025-12-23T09:00:00Z',
    widget: { title: ['Vintage Ruhlu Saatler', 'Vintage-Spirited Watches'], categoryName: 'Vintage Saat' },
    tr: {
      title: 'Vintage Saatlerin Yükselişi', slug: 'vintage-saatlerin-yukselisi',
      summary: 'Kubbeli camlar, krem kadranlar ve küçük kasalar neden yeniden moda?',
      body: [
        'Son yıllarda saat dünyasında geçmişe duyulan özlem güçlü bir trende dönüştü.',
        'Kubbeli camlar, krem tonlu kadranlar ve 36-38 mm küçük kasalar, ellili ve altmışlı yılların zarafetini bugüne taşıyor.',
        'Vintage görünümlü yeni saatler, eski modellerin karakterini modern mekanizmaların güvenilirliğiyle birleştiriyor.',
      ],
    },
    en: {
      title: 'The Rise of Vintage Watches', slug: 'the-rise-of-vintage-watches',
      summary: 'Why domed crystals, cream dials and small cases are in fashion again.',
      body: [
        'In recent years nostalgia has become a strong trend in the watch world.',
        'Domed crystals, cream dials and small 36-38 mm cases bring the elegance of the fifties and sixties to the present.',
        'New vintage-look watches combine the character of old models with the reliability of modern movements.',
      ],
    },
  },
  {
    key: 'blog-pocket-watches', categoryIds: [C.StyleAndTrends], tagIds: [T.Classic, T.Gift], publishedAt: '2025-12-16T09:00:00Z',
    widget: { title: ['Cep Saatleri', 'Pocket Watches'], categoryName: 'Cep Saati' },
    tr: {
      title: 'Cep Saati Nasıl Taşınır?', slug: 'cep-saati-nasil-tasinir',
      summary: 'Yelek, ceket ve köstek: cep saatini bugünün kıyafetleriyle kullanmanın yolları.',
      body: [
        'Cep saati, geleneksel bir aksesuar olmanın ötesinde güçlü bir stil ifadesidir.',
        'Klasik kullanımda köstek yeleğin düğme iliğine takılır ve saat alt cepte durur. Yeleksiz kombinlerde kösteği pantolonun kemer köprüsüne bağlayabilirsiniz.',
        'Düğünler ve özel davetler, cep saatinin en çok dikkat çektiği anlardır.',
      ],
    },
    en: {
      title: 'How to Wear a Pocket Watch', slug: 'how-to-wear-a-pocket-watch',
      summary: 'Waistcoat, jacket and chain: ways to wear a pocket watch with today’s clothes.',
      body: [
        'More than a traditional accessory, a pocket watch is a strong style statement.',
        'Traditionally the chain goes through a waistcoat buttonhole and the watch sits in the lower pocket. Without a waistcoat you can clip the chain to a belt loop.',
        'Weddings and special evenings are when a pocket watch draws the most attention.',
      ],
    },
  },
];

/** The corporate pages (/kurumsal/{slug}, /en/corporate/{slug}); the legal slugs are those of the footer's tag-9 links. */
export const CORPORATE_PAGES: SeedPost[] = [
  {
    key: 'corporate-about-us', categoryIds: [C.Corporate], tagIds: [], publishedAt: '2025-01-01T09:00:00Z',
    tr: {
      title: 'Hakkımızda', slug: CORPORATE_PAGE_SLUGS.aboutUs.tr,
      summary: 'Vitrin, saat tutkunları ve iyi alışverişi sevenler için kuruldu.',
      body: [
        'Vitrin, 2020 yılında saat tutkunu küçük bir ekip tarafından İstanbul’da kuruldu. Bugün saatin yanı sıra elektronik, moda ve aksesuar kategorilerinde binlerce ürünü güvenli ödeme ve hızlı teslimatla sunuyoruz.',
        'Önceliğimiz doğru ürünü doğru fiyata, şeffaf bilgilerle sunmak. Her ürün sayfasında gerçek stok bilgisini, iade koşullarını ve bakım önerilerini bulabilirsiniz.',
        `Sorularınız için destek sayfamızdaki formu kullanabilir ya da her gün ${SERVICE_HOURS} arasında müşteri hizmetlerimize ulaşabilirsiniz.`,
      ],
    },
    en: {
      title: 'About Us', slug: CORPORATE_PAGE_SLUGS.aboutUs.en,
      summary: 'Vitrin was founded for watch lovers and everyone who likes to shop well.',
      body: [
        'Vitrin was founded in Istanbul in 2020 by a small team of watch enthusiasts. Today we offer thousands of products in watches, electronics, fashion and accessories with secure payment and fast delivery.',
        'Our priority is the right product at the right price, with transparent information. Every product page shows real stock, return terms and care advice.',
        `For questions use the form on our support page, or reach customer care every day, ${SERVICE_HOURS}.`,
      ],
    },
  },
  {
    key: 'corporate-kvkk', categoryIds: [C.Corporate], tagIds: [], publishedAt: '2025-01-01T09:00:00Z',
    tr: {
      title: 'KVKK Aydınlatma Metni', slug: CORPORATE_PAGE_SLUGS.kvkk.tr,
      summary: '6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında aydınlatma metni.',
      body: [
        'Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun 10. maddesi uyarınca veri sorumlusu sıfatıyla Vitrin tarafından hazırlanmıştır.',
        '## İşlenen kişisel veriler',
        'Kimlik (ad, soyad), iletişim (e-posta, telefon, teslimat adresi), müşteri işlem (sipariş, iade, talep) ve işlem güvenliği (IP adresi, oturum kayıtları) verileriniz işlenmektedir.',
        '## İşleme amaçları ve hukuki sebepler',
        'Verileriniz; siparişlerinizin alınması, teslim edilmesi ve faturalandırılması, müşteri taleplerinin yanıtlanması ve yasal yükümlülüklerin yerine getirilmesi amaçlarıyla, sözleşmenin kurulması ve ifası ile hukuki yükümlülük sebeplerine dayanılarak işlenir. Ticari elektronik ileti gönderimi yalnızca açık rızanıza dayanır.',
        '## Aktarım',
        'Verileriniz yalnızca kargo, ödeme ve bilgi teknolojileri hizmeti aldığımız iş ortaklarımıza ve yetkili kamu kurumlarına, amaçla sınırlı olarak aktarılır.',
        '## Haklarınız',
        'Kanun’un 11. maddesi uyarınca verilerinizin işlenip işlenmediğini öğrenme, düzeltilmesini veya silinmesini isteme ve işlemeye itiraz etme haklarına sahipsiniz. Başvurularınızı destek sayfamızdaki form aracılığıyla iletebilirsiniz.',
      ],
    },
    en: {
      title: 'Privacy Notice (KVKK)', slug: CORPORATE_PAGE_SLUGS.kvkk.en,
      summary: 'Privacy notice under Turkish Personal Data Protection Law No. 6698.',
      body: [
        'This notice is issued by Vitrin as data controller under Article 10 of the Turkish Personal Data Protection Law No. 6698 (KVKK).',
        '## Personal data we process',
        'We process identity (name, surname), contact (email, phone, delivery address), customer transaction (orders, returns, requests) and transaction security (IP address, session logs) data.',
        '## Purposes and legal grounds',
        'Your data is processed to take, deliver and invoice your orders, answer your requests and meet legal obligations, on the grounds of entering into and performing a contract and of legal obligation. Commercial electronic messages are sent only with your explicit consent.',
        '## Transfers',
        'Your data is shared only with our shipping, payment and IT service partners and with authorised public bodies, limited to these purposes.',
        '## Your rights',
        'Under Article 11 you may learn whether your data is processed, ask for it to be corrected or erased, and object to processing. Send your requests through the form on our support page.',
      ],
    },
  },
  {
    key: 'corporate-privacy-policy', categoryIds: [C.Corporate], tagIds: [], publishedAt: '2025-01-01T09:00:00Z',
    tr: {
      title: 'Gizlilik Politikası', slug: CORPORATE_PAGE_SLUGS.privacyPolicy.tr,
      summary: 'Vitrin’de bilgilerinizi nasıl koruduğumuzu anlatır.',
      body: [
        'Gizliliğiniz bizim için önemlidir. Bu politika, vitrin alışveriş sitesini kullanırken paylaştığınız bilgileri nasıl topladığımızı, kullandığımızı ve koruduğumuzu açıklar.',
        '## Güvenlik',
        'Ödeme bilgileriniz 256 bit SSL ile şifrelenir ve sunucularımızda saklanmaz; ödemeler lisanslı ödeme kuruluşları üzerinden gerçekleşir. Parolanız geri döndürülemez biçimde özetlenerek saklanır.',
        '## Saklama süresi',
        'Verilerinizi yasal saklama süreleri boyunca tutar, süre dolduğunda siler, yok eder veya anonim hale getiririz.',
        '## Değişiklikler',
        'Bu politikada yapılan değişiklikler bu sayfada yayımlandığı tarihte yürürlüğe girer.',
      ],
    },
    en: {
      title: 'Privacy Policy', slug: CORPORATE_PAGE_SLUGS.privacyPolicy.en,
      summary: 'How Vitrin protects your information.',
      body: [
        'Your privacy matters to us. This policy explains how we collect, use and protect the information you share while using the Vitrin shop.',
        '## Security',
        'Your payment details are encrypted with 256-bit SSL and never stored on our servers; payments go through licensed payment institutions. Your password is stored only as an irreversible hash.',
        '## Retention',
        'We keep your data for the legal retention periods and erase, destroy or anonymise it when they end.',
        '## Changes',
        'Changes to this policy take effect on the day they are published on this page.',
      ],
    },
  },
  {
    key: 'corporate-cookie-policy', categoryIds: [C.Corporate], tagIds: [], publishedAt: '2025-01-01T09:00:00Z',
    tr: {
      title: 'Çerez Politikası', slug: CORPORATE_PAGE_SLUGS.cookiePolicy.tr,
      summary: 'Sitemizde kullanılan çerezler ve tercihlerinizi nasıl yönetebileceğiniz.',
      body: [
        'Çerezler, ziyaret ettiğiniz sitenin tarayıcınıza kaydettiği küçük metin dosyalarıdır.',
        '## Zorunlu çerezler',
        'Sepetiniz, oturumunuz, dil ve para birimi tercihiniz için kullanılır; site bunlar olmadan çalışmaz.',
        '## Analiz çerezleri',
        'Sitenin nasıl kullanıldığını anlamamıza yardımcı olur ve yalnızca onay vermeniz halinde etkinleşir.',
        '## Tercihlerinizi yönetme',
        'Çerez tercihlerinizi sayfanın altındaki çerez ayarları bağlantısından dilediğiniz zaman değiştirebilirsiniz.',
      ],
    },
    en: {
      title: 'Cookie Policy', slug: CORPORATE_PAGE_SLUGS.cookiePolicy.en,
      summary: 'The cookies our site uses and how to manage your choices.',
      body: [
        'Cookies are small text files a website stores in your browser.',
        '## Essential cookies',
        'They keep your cart, session, language and currency choice; the site does not work without them.',
        '## Analytics cookies',
        'They help us understand how the site is used and are only switched on with your consent.',
        '## Managing your choices',
        'You can change your cookie choices at any time from the cookie settings link at the bottom of the page.',
      ],
    },
  },
  {
    key: 'corporate-distance-sales', categoryIds: [C.Corporate], tagIds: [], publishedAt: '2025-01-01T09:00:00Z',
    tr: {
      title: 'Mesafeli Satış Sözleşmesi', slug: CORPORATE_PAGE_SLUGS.distanceSales.tr,
      summary: '6502 sayılı Tüketicinin Korunması Hakkında Kanun kapsamında mesafeli satış sözleşmesi.',
      body: [
        'Bu sözleşme, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca, alıcının vitrin üzerinden verdiği siparişe ilişkin tarafların hak ve yükümlülüklerini düzenler.',
        '## Konu',
        'Sözleşmenin konusu, alıcının elektronik ortamda siparişini verdiği ürünün satışı ve teslimidir. Ürünün temel nitelikleri, vergiler dahil satış fiyatı ve teslimat bilgileri sipariş özetinde yer alır.',
        '## Teslimat',
        'Ürün, siparişin onaylanmasından itibaren en geç 30 gün içinde alıcının bildirdiği adrese teslim edilir.',
        '## Cayma hakkı',
        'Alıcı, ürünü teslim aldığı tarihten itibaren 14 gün içinde herhangi bir gerekçe göstermeksizin cayma hakkını kullanabilir. İade edilen ürünün bedeli, ürünün satıcıya ulaşmasından sonra 14 gün içinde ödemenin yapıldığı yönteme iade edilir.',
        '## Uyuşmazlıklar',
        'Uyuşmazlıklarda Ticaret Bakanlığı’nca ilan edilen değere kadar tüketici hakem heyetleri, bu değeri aşan durumlarda tüketici mahkemeleri yetkilidir.',
      ],
    },
    en: {
      title: 'Distance Sales Agreement', slug: CORPORATE_PAGE_SLUGS.distanceSales.en,
      summary: 'Distance sales agreement under Turkish Consumer Protection Law No. 6502.',
      body: [
        'This agreement sets out the rights and duties of the parties for an order placed on Vitrin, under Turkish Consumer Protection Law No. 6502 and the Distance Contracts Regulation.',
        '## Subject',
        'The subject of the agreement is the sale and delivery of the product the buyer ordered online. The product’s main features, the price including taxes and the delivery details are shown in the order summary.',
        '## Delivery',
        'The product is delivered to the address given by the buyer within 30 days of the order’s confirmation at the latest.',
        '## Right of withdrawal',
        'The buyer may withdraw within 14 days of receiving the product without giving a reason. The price of a returned product is refunded to the original payment method within 14 days of the product reaching the seller.',
        '## Disputes',
        'Consumer arbitration committees decide disputes up to the amount announced by the Ministry of Trade, and consumer courts above it.',
      ],
    },
  },
];
