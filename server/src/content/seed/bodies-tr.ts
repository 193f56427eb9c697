import type { SeedBodies } from './types.ts';

/** tr_TR bodies (Markdown), translated from bodies-en.ts. */
export const bodiesTr: SeedBodies = {
  welcome: `Vela, demo bakiyeyle çalışan eksiksiz bir kripto para borsasıdır. Piyasalar her teknik anlamda gerçektir: emirler bir eşleştirme motoru tarafından eşleştirilir, fiyatlar hareket eder, mumlar oluşur ve emir defteri saniyede birçok kez değişir. Gerçek olmayan tek şey paradır.

## Demo bakiyeniz

Her yeni hesaba **10.000 USDT, 0,1 BTC ve 1 ETH** verilir. Bu bakiye, hesabınızın hareket kayıtlarına tıpkı bir para yatırma işlemi gibi işlenir; ancak çekilemez ve Vela dışında hiçbir değeri yoktur. Bu da Vela'yı şunlar için güvenli bir yer hâline getirir:

- emir defterinin ve eşleştirme motorunun nasıl çalıştığını öğrenmek;
- pahalıya patlayacak bir yazım hatası korkusu olmadan limit ve piyasa emirlerini denemek;
- herhangi bir yerde gerçek parayı riske atmadan önce bir işlem planını test etmek.

## Nereden başlamalı

1. E-posta adresinizle veya telefon numaranızla bir hesap oluşturun.
2. Ana sayfadaki piyasaları açın ve birini seçin: BTC/USDT iyi bir ilk tercihtir.
3. İlk emrinizi vermeden önce [Emir defterini okumak](/tr_TR/events-courses/research) eğitimini okuyun.

## Vela ne değildir

Vela'daki fiyatlar başka borsalardan değil, simüle edilmiş yatırımcılardan gelir. Gerçek bir piyasa gibi davranırlar, ancak hiçbir gerçek varlığın fiyat kotasyonu değildirler ve burada yaptığınız hiçbir şey yatırım tavsiyesi niteliği taşımaz.`,

  'ten-markets': `On spot piyasa demo işlemlere açıldı. Hepsi USDT cinsinden fiyatlanır; yani her fiyat, bir coinin kaç USDT ettiğini gösterir.

- **BTC/USDT**: ilk ve en büyük kripto para olan Bitcoin.
- **ETH/USDT**: Ethereum akıllı sözleşme ağının coini olan Ether.
- **SOL/USDT**: hızlı ve düşük ücretli bir ağ olan Solana.
- **BNB/USDT**: BNB Chain'in coini olan BNB.
- **XRP/USDT**: ödemeler için geliştirilen XRP Ledger'ın coini olan XRP.
- **DOGE/USDT**: şaka olarak başlayıp en çok işlem gören coinlerden biri hâline gelen Dogecoin.
- **TON/USDT**: The Open Network'ün coini olan Toncoin.
- **ADA/USDT**: Cardano'nun coini.
- **TRX/USDT**: stablecoin transferlerinde yaygın olarak kullanılan bir ağ olan TRON'un coini.
- **LINK/USDT**: akıllı sözleşmelere dış veri taşıyan Chainlink.

## Her piyasada neler var

- ana sayfada canlı fiyat ile birlikte 24 saatlik değişim, en yüksek, en düşük ve hacim;
- her iki tarafta 20 fiyat seviyesi bulunan ve saniyede birçok kez güncellenen bir emir defteri;
- son işlemler ve bir haftalık geçmişe sahip, bir dakikalıktan bir günlüğe kadar mumlar.

Her piyasada **en düşük emir tutarı 5 USDT** olup her piyasanın kendi fiyat ve miktar adımları vardır. Bir sonraki duyuru bu kuralları piyasa piyasa açıklıyor.`,

  'market-rules': `Vela'daki her piyasanın üç kuralı vardır. Emir formu bunları sizin yerinize kontrol eder, ama kuralları bilmek sizi kafa karıştırıcı hata mesajlarından kurtarır.

## Fiyat adımı (tick): fiyatın basamağı

Bir fiyat, tam sayıda tick'ten oluşmalıdır. BTC/USDT'de tick 0,01 USDT'dir; bu yüzden 95.000,01 geçerli bir fiyattır, 95.000,005 ise değildir. Daha kaba bir görünüm istediğinizde defter, fiyatları tick'in katlarına (1, 10, 100 veya 1.000 tick) göre gruplar.

## Miktar adımı (lot): miktarın basamağı

Bir miktar, tam sayıda lottan oluşmalıdır. DOGE/USDT'de lot 1'dir; yani 250 DOGE alırsınız, asla 250,5 değil.

## En düşük emir tutarı

Her piyasada fiyat çarpı miktar **en az 5 USDT** olmalıdır. Çok küçük emirler, kimseye bir şey anlatmadan defteri kalabalıklaştırırdı.

| Piyasa | Tick (USDT) | Lot |
| --- | --- | --- |
| BTC/USDT | 0.01 | 0.00001 |
| ETH/USDT | 0.01 | 0.0001 |
| SOL/USDT | 0.01 | 0.001 |
| BNB/USDT | 0.01 | 0.001 |
| XRP/USDT | 0.0001 | 0.1 |
| DOGE/USDT | 0.00001 | 1 |
| TON/USDT | 0.001 | 0.01 |
| ADA/USDT | 0.0001 | 0.1 |
| TRX/USDT | 0.00001 | 1 |
| LINK/USDT | 0.001 | 0.01 |

%25, %50, %75 veya %100 düğmelerini kullandığınızda miktar lota göre **aşağı** yuvarlanır; böylece emir hiçbir zaman elinizdekinden fazlasını istemez.`,

  'listing-spotlight': `Vela'nın on piyasasından üçü, BTC ve ETH'den farklı davrandıkları için daha yakından incelenmeyi hak ediyor.

## TON/USDT

Toncoin, Telegram mesajlaşma uygulamasıyla yakından bağlantılı bir blokzincir olan The Open Network'teki işlemlerin ücretini ödemek için kullanılır. Fiyatlar 0,001 USDT'lik, miktarlar 0,01 TON'luk adımlarla ilerler.

## TRX/USDT

TRX, TRON'un coinidir. TRON, ücretleri düşük olduğu için dünyadaki USDT transferlerinin büyük bir kısmını taşıyan bir ağdır. Bir TRX'in fiyatı bir doların çok altında olduğundan fiyatlar 0,00001 USDT'lik adımlarla ilerler ve miktarlar tam sayıdır: 5 USDT ile birkaç düzine TRX alabilirsiniz.

## LINK/USDT

Chainlink, “oracle” (kâhin) adı verilen hizmetleri işletir: bu hizmetler, fiyatları ve diğer dış verileri akıllı sözleşmelere aktarır. Fiyatlar 0,001 USDT'lik, miktarlar 0,01 LINK'lik adımlarla ilerler.

## Daha küçük coinlerde nelere dikkat etmeli

- **Daha büyük hareketler.** Küçük piyasalar bir saat içinde sık sık yüzde birkaç hareket eder. Emirlerinizi BTC'nin daha sakin temposuna göre değil, buna göre boyutlandırın.
- **Daha sığ defterler.** Büyük bir piyasa emrinden önce derinliğe bakın: emir birkaç fiyat seviyesine yayılarak gerçekleşebilir.
- **Tam sayılar.** Lotun 1 TRX olduğu bu piyasada, onaylamadan önce formun miktarı neye yuvarladığını kontrol edin.`,

  'twelve-languages': `Vela artık İngilizce, Japonca, Korece, Basitleştirilmiş ve Geleneksel Çince, Türkçe, Rusça, Ukraynaca, Fransızca, İspanyolca, Vietnamca ve Portekizce olarak kullanılabiliyor.

## Dil değiştirme

Üst menüdeki dil seçicisini açın ve bir dil seçin. Aynı filtreler ve aynı sayfa numarasıyla aynı sayfada kalırsınız. Seçiminiz bu tarayıcıda bir yıl boyunca hatırlanır ve oturum açtıysanız hesabınıza da kaydedilir.

## Tarih ve saat

Saatler YYYY/MM/DD HH:mm:ss biçiminde, dilinizin saat diliminde gösterilir: Japonca için Tokyo, Korece için Seul, Basitleştirilmiş Çince için Şanghay, Geleneksel Çince için Taipei, İngilizce için New York ve diğer diller için UTC.

## Fiyatlar kendi para biriminizde

Piyasalar her zaman USDT cinsinden fiyatlanır, ancak değerlemeler için USD, EUR veya JPY gibi bir fiyatlandırma para birimi seçebilirsiniz. Bunu hesabınızdan değiştirebilirsiniz.

## Bir metin henüz çevrilmemişse

Duyurular ve eğitimler önce İngilizce yazılır. Bir metnin henüz sizin dilinizde çevirisi yoksa Vela, bunu belirten bir notla birlikte İngilizce sürümünü gösterir.`,

  'account-security': `Vela'da yalnızca demo bakiye bulunur, ama burada edindiğiniz alışkanlıklar, başka yerlerde gerçek paranızı koruyan alışkanlıkların ta kendisidir.

## Vela hesabınızı nasıl korur

- **Kayıt kodları** rastgele 6 haneden oluşur, yalnızca bir kez kullanılabilir, 10 dakika sonra geçerliliğini yitirir ve 5 yanlış denemeden sonra çalışmaz.
- **Şifreler** yalnızca tuzlanmış bir scrypt özeti (hash) olarak saklanır: Vela'da hiç kimse şifrenizi okuyamaz.
- **Oturumlar** giriş yaptığınız andan itibaren 30 gün sürer ve çıkış yaptığınızda sona erer. Oturum çerezi, sayfadaki betikler tarafından okunamaz.
- **Bir hesapta 5 başarısız girişten sonra** yeni denemeler 15 dakikaya kadar reddedilir.

## Beş alışkanlık

1. **Başka hiçbir yerde kullanmadığınız bir şifre kullanın**: en az 8 karakterli, harf ve rakam içeren bir şifre seçin; bir şifre yöneticisi bunu kolaylaştırır.
2. **Kodu asla paylaşmayın.** Vela çalışanları sizden e-postayla, sohbette ya da telefonda asla kod istemez.
3. **Şifrenizi yazmadan önce adres çubuğunu kontrol edin**: oltalama siteleri logoları kusursuzca kopyalar, ama alan adını kopyalayamaz.
4. **Ortak bilgisayarlarda çıkış yapın**; bu, oturumu anında sonlandırır.
5. **Aceleye getirilmeye karşı temkinli olun.** “Hesabınız bir saat içinde kapatılacak” cümlesi, dolandırıcılıkların çoğunun başlangıcıdır.`,

  'first-orders-week': `Bu haftaki alıştırma yaklaşık on beş dakika sürer ve yalnızca demo bakiye kullanır. Bir kez yapın; emir formu sizi bir daha asla şaşırtmayacak.

## Başlamadan önce

Giriş yapın ve bakiyelerinizi kontrol edin: yeni bir hesapta 10.000 USDT, 0,1 BTC ve 1 ETH bulunur. ETH/USDT piyasasını açın.

## Yedi adım

1. **Defteri okuyun.** En iyi alış fiyatını, en iyi satış fiyatını ve aralarındaki makası not edin.
2. **Piyasa emriyle alın.** Yaklaşık 50 USDT'lik ETH alın. Piyasa emri, en iyi satış emirlerine karşı anında gerçekleşir.
3. **İşleminizi kontrol edin**: işlem listesine ve yeni ETH bakiyenize bakın. Aldığınız fiyatı, not ettiğiniz en iyi satış fiyatıyla karşılaştırın.
4. **Piyasanın altına bir limit alış emri verin**: en iyi alış fiyatının yaklaşık %2 altından, 20 USDT'lik. Emir gerçekleşmez: defterde bekler.
5. **Emrinizi açık emirler arasında bulun.** Bu emir için gereken USDT artık harcanmış değil, bloke edilmiş durumdadır.
6. **Emri iptal edin.** Bloke edilen USDT yeniden kullanılabilir hâle gelir.
7. **Piyasanın üstüne bir limit satış emri verin**: aldığınız ETH miktarının bir kısmı için; ardından fiyatın emrinize ulaşıp ulaşmadığını izleyin.

## Ne öğrendiniz

Piyasa emri, gerçekleşme kesinliğini satın alır ve bunun bedeli olarak makası öder. Limit emri, fiyat kesinliğini satın alır ama hiç gerçekleşmeyebilir.`,

  'learning-path': `Altı eğitim, tek bir sıra ve sonunda bir plan. Her adıma bir gün ayırın ve ilerlemeden önce her fikri demo bakiyenizle deneyin.

## Araştırma yolu

1. **Emir defterini okumak.** Alış ve satış emirleri, makas ve derinlik size ne anlatır.
2. **Mum grafikler ve zaman dilimleri.** Bir mum nasıl okunur ve bir dakikalık grafikler neden bu kadar gürültülüdür.
3. **Emirler, komisyonlar ve risk.** Emir türünü seçmek ve pozisyonu boyutlandırmak.

## Web3 yolu

4. **Cüzdanlar.** Saklama, anahtarlar ve Vela bakiyenizin gerçekte ne olduğu.
5. **Blokzincirler, coinler ve tokenlar.** Aslında neyin alım satımını yaptığınız.
6. **Zincir üstünde güvende kalmak.** Gerçek coinlere sahip olmadan önce tanımanız gereken dolandırıcılıklar.

## İşlem planınız

Altısını da okuduğunuzda tek bir sayfaya şunları yazın:

- işlem yaptığınız piyasalar ve nedenleri;
- sizi işleme sokan sinyal ve sizi işlemden çıkaran sinyal;
- tek bir işlemde göze alacağınız en yüksek kayıp, bakiyenizin yüzdesi olarak;
- art arda üç zararlı işlemden sonra ne yapacağınız.

Ardından bu planla iki hafta boyunca demo bakiyenizle işlem yapın ve planı yalnızca haftalar arasında değiştirin, asla bir işlemin ortasında değil.`,

  'maintenance-restarts': `Vela, güncellemeleri yüklemek için zaman zaman yeniden başlatılır. Yeniden başlatma birkaç saniye sürer ve hiçbir şey kaybetmeyeceğiniz şekilde tasarlanmıştır.

## Yeniden başlatma sırasında neler olur

- Sunucu yeni bağlantı kabul etmeyi bırakır ve hâlihazırda işlenmekte olan istekleri tamamlar.
- Eşleştirme motoru durmadan önce son işlemlerini ve mumlarını kaydeder.
- Bakiyeleriniz ve hesap hareketleriniz veritabanında durur ve hiç etkilenmez.

## Ekranda ne görürsünüz

Canlı fiyatların yanındaki bağlantı göstergesi, canlı veri akışınızın durumunu gösterir:

- **Canlı**: fiyatlar gerçek zamanlı olarak geliyor.
- **Yeniden bağlanıyor**: bağlantı koptu ve sayfa kendiliğinden yeniden deniyor. Sayfayı açık tutun.
- **Çevrimdışı**: cihazınızın ağ bağlantısı yok.

Yeniden başlatmanın ardından sayfa kendiliğinden yeniden bağlanır, emir defterinin güncel bir anlık görüntüsünü alır ve kaldığı yerden devam eder. Sayfayı yenilemenize gerek yoktur.

## Bakım sırasında emirler

Veri akışı yeniden bağlanırken, gördüğünüz bir fiyata göre harekete geçmeden önce göstergenin yeniden **Canlı** durumuna geçmesini bekleyin.`,

  'history-backfill': `Piyasa motoru bir süre durmuş olsa bile Vela'daki grafiklerde boşluk olmaz.

## Nasıl çalışır

Vela'daki her mum, motorun işlemler gerçekleştikçe kaydettiği bir dakikalık çubuklardan oluşturulur. Daha uzun mumlar (5 dakika, 15 dakika, 1 saat, 4 saat, 1 gün), siz istediğinizde bu bir dakikalık çubuklar toplanarak elde edilir.

Motor bir aradan sonra yeniden başladığında, her piyasa için kaydedilmiş son dakikayı arar. O andan bu yana eksik kalan her dakika için, canlı piyasayı yönlendiren simüle fiyat hareketinin aynısından bir çubuk çizer; böylece grafik güncel fiyata kadar kesintisiz devam eder.

## Sınırlar

- **En fazla bir hafta** doldurulur. Daha uzun bir aradan sonra grafik bir hafta öncesinden yeniden başlar.
- **Doldurulan dakikalar simüledir**, tıpkı Vela'daki her şey gibi; içlerinde katılabileceğiniz hiçbir işlem yoktur.
- **İşlem listesi geriye dönük doldurulmaz**: motorun en son gerçek işlemlerini, piyasa başına son 1.000 işleme kadar gösterir.

Yeni bir piyasa ilk çalıştırıldığında bir haftalık bir dakikalık geçmiş alır; böylece grafikleri ilk günden itibaren işe yarar.`,

  'live-engine': `Vela'daki her fiyat, gerçek bir borsayı çalıştıran programla aynı türden bir eşleştirme motorundan çıkar.

## Önce fiyat, sonra zaman

Her piyasanın bir emir defteri vardır: alış emirleri (bid) en yüksek fiyattan aşağıya, satış emirleri (ask) en düşük fiyattan yukarıya doğru sıralanır. Yeni bir emir, önce karşı taraftaki en iyi fiyatlarla eşleştirilir. Aynı fiyatta, önce gelen emir önce gerçekleşir.

## Kimler işlem yapıyor

Her piyasada simüle edilmiş bir piyasa yapıcı, defterin her iki tarafında 20 fiyat seviyesi tutar ve bunları yaklaşık her saniye yeniler. Simüle edilmiş yatırımcılar günün her saatinde piyasa emirleri gönderir. Sizin emirleriniz her ikisiyle de karşılaşır.

## Bunun ekrandaki anlamı

- **Son fiyat**, en son işlemin fiyatıdır.
- **Emir defteri**, motorun kendi defteridir ve saniyede birçok kez güncellenir.
- **İşlemler**, motorun gerçekleştirdiği eşleşmelerdir; en yenisi en üstte yer alır.
- **Mumlar** da bu aynı işlemlerden oluşturulur.

Hepsi tek bir motordan geldiği için her zaman birbiriyle tutarlıdır: listedeki bir işlem mumda da yer alır ve defteri de hareket ettirmiştir.`,

  'themes-notifications': `İki küçük değişiklik, Vela'yı kullanmayı daha rahat hâle getiriyor.

## Açık ve koyu tema

Açık ve koyu tema arasında geçiş yapmak için üst menüdeki tema düğmesini kullanın. Seçiminiz bir çerezde saklanır; böylece bir sonraki sayfa, ekran yanıp sönmeden doğrudan doğru temayla yüklenir. Yükselen ve düşen fiyatların renkleri her iki temada da kolayca ayırt edilir.

## Duyuru bildirimleri

Vela bir duyuru yayımladığında her hesaba bir bildirim gider. Üst menüdeki zil, henüz okumadığınız bildirimlerin sayısını gösterir; bildirimleri okumak ve okundu olarak işaretlemek için zili açın.

Bildirimler oturum açtığınız her cihaza ulaşır ve okunmamış bildirim sayısı hepsinde aynı kalır.`,

  'order-book-basics': `Emir defteri, bir piyasada gerçekleşmeyi bekleyen tüm emirlerin listesidir. Okumayı öğrenmek bir dakikanızı alır ve size herhangi bir grafikten daha fazlasını anlatır.

## Alış ve satış emirleri

Defterin iki tarafı vardır:

- **Alış emirleri (bid)**, en yüksek fiyattan aşağıya doğru sıralanan alım emirleridir. En üstte **en iyi alış fiyatı** yer alır: şu anda birinin ödemeye razı olduğu en yüksek fiyat.
- **Satış emirleri (ask)**, en düşük fiyattan yukarıya doğru sıralanan satım emirleridir. En üstte **en iyi satış fiyatı** yer alır: şu anda birinin satmaya razı olduğu en düşük fiyat.

Her satır bir fiyatı ve o fiyatta bekleyen toplam miktarı gösterir.

## Makas

En iyi satış fiyatı ile en iyi alış fiyatı arasındaki farka **makas** (spread) denir. BTC/USDT'de en iyi alış fiyatı 94.999,50, en iyi satış fiyatı 95.000,10 ise makas 0,60 USDT'dir. Piyasa emriyle alım satış fiyatından, piyasa emriyle satım ise alış fiyatından gerçekleşir; bu yüzden makas, anında gerçekleşme istediğiniz her seferde ödediğiniz bir maliyettir.

## Derinlik

Miktarları seviye seviye topladığınızda **derinliği** elde edersiniz: fiyat aleyhinize hareket etmeden önce ne kadar alıp satabileceğinizi. Derin bir defter büyük emirleri emer; sığ bir defterde ise fiyat kayar.

## Gruplama

Yoğun bir piyasada satırlar birbirine çok yakındır. Büyük miktarların nerede toplandığını görmek için defteri 10, 100 veya 1.000 tick'e göre gruplayın.

## Emir vermeden önce

1. Makası kontrol edin: makas genişse limit emri daha avantajlıdır.
2. Miktarınızı en iyi fiyatın yakınındaki derinlikle karşılaştırın.
3. Defterin sürekli değiştiğini unutmayın: gördüğünüz şey, saniyede birçok kez yenilenen bir anlık görüntüdür.

## Deneyin

BTC/USDT'yi açın, en iyi alış fiyatını, en iyi satış fiyatını ve makası not edin; bir dakika sonra geri gelip karşılaştırın.`,

  candlesticks: `Mum grafiği, binlerce işlemi bir bakışta okunabilen bir şekle sığdırır.

## Tek bir mum

Her mum bir dönemi, örneğin bir saati kapsar ve dört fiyat gösterir:

- **Açılış**: dönemin ilk işlemi.
- **En yüksek** ve **en düşük**: uç değerler; ince fitiller olarak çizilir.
- **Kapanış**: dönemin son işlemi.

Kalın gövde açılıştan kapanışa uzanır. Kapanış açılışın üzerindeyse mum yükselen bir mumdur (Vela'da yeşil); altındaysa düşen bir mumdur (kırmızı).

## Zaman dilimleri

Vela 1 dakikalık, 5 dakikalık, 15 dakikalık, 1 saatlik, 4 saatlik ve 1 günlük mumlar sunar. Yalnızca bir dakikalık çubuklar saklanır; diğerleri bunlardan oluşturulur. 1 saatlik bir mumun açılışı ilk dakikasının açılışı, kapanışı son dakikasının kapanışıdır; en yüksek ve en düşük değerleri ise altmış dakikanın tamamındaki uç değerlerdir.

Kısa zaman dilimleri gürültülüdür: tek bir büyük emir uzun bir fitil çizebilir. Uzun zaman dilimleri trendi gösterir ama daha geç tepki verir. Yaygın bir alışkanlık, yön için uzun, zamanlama için kısa bir zaman dilimine bakmaktır.

## Hacim

Hacim, mum süresince ne kadar işlem yapıldığını gösterir. Yüksek hacimli bir hareket, birçok yatırımcının bu hareketle hemfikir olduğu anlamına gelir; aynı hareket düşük hacimle gerçekleşmişse daha kolay tersine döner.

## Birkaç mumu okumak

- Uzun bir alt fitil: satıcılar fiyatı aşağı itti, alıcılar geri yukarı itti.
- Art arda birkaç küçük gövde: piyasa kararsız.
- En yüksek seviyesine yakın kapanan büyük bir gövde: alıcılar sonuna kadar kontroldeydi.

Hiçbir formasyon bir sonraki mumu tahmin edemez. Formasyonları olanı betimlemek için kullanın; ne yapacağınıza ise planınız karar versin.`,

  'orders-fees-risk': `Her işlem üç soruyu yanıtlar: nasıl gireceksiniz, maliyeti ne olacak ve ne kadar kaybetmeyi göze alabilirsiniz.

## Limit mi piyasa mı

- **Piyasa emri**, defterdeki en iyi fiyatlara karşı anında gerçekleşir. Gerçekleşeceğini bilirsiniz, kesin fiyatı değil.
- **Limit emri**, kabul ettiğiniz en kötü fiyatı belirtir. Defter emri o fiyattan karşılayamıyorsa emir, biri karşılayana ya da siz iptal edene kadar bekler.

## Yapıcı ve alıcı

Defterde zaten bekleyen bir emre karşı gerçekleşen emir **alıcı** (taker) emirdir: likidite alır. Defterde bekleyip daha sonra gerçekleşen emir ise **yapıcı** (maker) emirdir: likiditeyi o sağlamıştır. Borsalar genellikle alıcılardan daha yüksek ücret alır. Vela'nın emir formu, siz onaylamadan önce geçerli komisyon oranını ve tahmini komisyonu gösterir. Alımda komisyon, toplam tutarın üzerine USDT olarak ödenir; satımda ise elde ettiğiniz USDT'den düşülür.

## Kayma

Büyük bir piyasa emri birkaç fiyat seviyesini birden tüketir. Ortalama fiyatı, gördüğünüz en iyi fiyattan daha kötü olur: bu farka **kayma** (slippage) denir. Önce derinliği kontrol edin, büyük emirleri bölün ya da limit emri kullanın.

## Pozisyon büyüklüğü

Tek bir işlemde kaybedebileceğiniz en yüksek tutarı belirleyin (birçok yatırımcı bakiyesinin %1'ini esas alır) ve geriye doğru hesaplayın:

1. Bakiye 10.000 USDT, risk %1: en fazla 100 USDT.
2. Fiyat giriş seviyenizden %4 düşerse çıkacaksınız.
3. Pozisyon büyüklüğü: 100 / 0,04 = 2.500 USDT.

Bu kuralla art arda on zararlı işlem, bakiyenin tamamına değil, yaklaşık onda birine mal olur.

## Maliyetler birikir

Bir alım ve ardından gelen satım, iki kez komisyon ve genellikle makas öder. Küçük bir hedefte bunlar kazancın çoğunu yiyebilir; bu yüzden maliyetleri işleme girdikten sonra değil, girmeden önce hesaplayın.`,

  wallets: `Kriptoda “cüzdan” iki farklı anlama gelir ve hangisini kullandığınız önemlidir.

## Borsa hesapları

Bir borsada coinleri borsa tutar ve hangilerinin size ait olduğunun kaydını tutar. Bir şifreyle giriş yaparsınız; şifrenizi unutursanız borsa hesabınıza yeniden erişmenize yardımcı olabilir. Borsanın ödeme gücünü ve güvenliğini korumasına güvenirsiniz. Buna üçüncü taraf **saklama** (custody) denir.

## Kendi kendine saklama cüzdanları

Kendi kendine saklama cüzdanı, **özel anahtarlarınızı** tutan bir yazılım ya da küçük bir cihazdır. Anahtarlar kimdeyse coinleri o taşıyabilir; başka hiç kimse taşıyamaz ve hiç kimse bir transferi geri alamaz.

Cüzdanların çoğu, anahtarları 12 veya 24 kelimelik bir **kurtarma ifadesinden** türetir. Kurtarma ifadesi, cüzdanın *ta kendisidir*: onu okuyan herkes, dünyanın her yerinden cüzdanı boşaltabilir.

- Kâğıda yazın, çevrimdışı saklayın ve asla bir web sitesine girmeyin.
- Hiçbir destek ekibi, borsa ya da uygulama güncellemesi kurtarma ifadenize hiçbir zaman ihtiyaç duymaz.
- Onu kaybederseniz, bozulan bir cihaz kaybedilen coinler demektir.

## Vela bakiyeniz

Vela, demo bakiyeyle çalışan bir borsa hesabı gibi işler. Her bakiyenin işlem için serbest olan **kullanılabilir** bir kısmı ve açık emirleriniz tarafından **bloke edilmiş** bir kısmı vardır. Her değişiklik hesap hareketlerine yazılır; böylece bakiyeniz her zaman geçmişinden yeniden oluşturulabilir.

**Toplam varlık** değeriniz, tüm bakiyelerinizi güncel piyasa fiyatlarıyla USDT cinsinden toplar. Vela'da piyasası olmayan coinler hesaba katılmaz. Değerlemeleri hesap ayarlarınızdan başka bir para biriminde gösterebilirsiniz.

## Hangisini kullanmalı

Borsalar işlem yapmak için pratiktir; kurtarma ifadesini koruyabiliyorsanız uzun vadeli varlıklar için kendi kendine saklama daha güvenlidir. Birçok kişi ikisini birden kullanır ve borsada yalnızca aktif olarak işlem yaptığı kısmı tutar.`,

  'blockchains-tokens': `Vela'daki on coinin hepsi aynı türden değildir. Hangisinin ne olduğunu bilmek, fiyatlarını neyin hareket ettirdiğini anlamanıza yardımcı olur.

## Blokzincirler ve coinleri

Blokzincir, birçok bilgisayarın uyum içinde tuttuğu ortak bir transfer kaydıdır. Her blokzincirin, kullanım bedelini ödemeye yarayan kendi **yerel coini** vardır:

- **BTC**, Bitcoin üzerinde; kıt bir dijital para olarak tasarlanmıştır.
- **ETH**, Ethereum üzerinde; Ethereum ayrıca akıllı sözleşmeleri, yani kurallara göre coin tutan ve taşıyan programları da çalıştırır.
- **SOL**, **TON**, **ADA**, **TRX**, **BNB** ve **XRP** kendi ağlarında; her biri hız, maliyet ve merkeziyetsizlik arasında farklı bir denge kurar.

## Tokenlar

**Token**, kendine ait bir ağ değil, mevcut bir blokzincir üzerinde bir akıllı sözleşmeyle oluşturulan bir varlıktır. **LINK**, Ethereum üzerinde bir token olarak başladı. **USDT** ise Ethereum ve TRON da dahil olmak üzere birçok ağda token olarak çıkarılır.

## Stablecoinler

USDT bir **stablecoin**dir: ihraççısı, rezerv tutarak bir USDT'nin değerini bir ABD dolarında tutmayı hedefler. Borsaların fiyatları USDT ile kote etmesinin nedeni budur. Bir stablecoin ancak ihraççısının rezervleri kadar sağlamdır ve geçmişte kısa süreliğine dolara olan sabitini (peg) kaybettiği olmuştur.

## Kotasyon varlığı neden önemlidir

Vela'daki her piyasa USDT cinsinden fiyatlanır. BTC/USDT yükseldiğinde, bir BTC daha fazla USDT eder. Toplam varlık değeriniz de USDT olarak hesaplanır, ardından seçtiğiniz fiyatlandırma para birimine çevrilir.

## Aynı ad, farklı ağ

Gerçek borsalarda aynı token birkaç ağda bulunabilir. USDT'yi yanlış ağ üzerinden göndermek, en yaygın ve en pahalı hatalardan biridir. Adresin yanı sıra ağı da her zaman kontrol edin.`,

  'onchain-safety': `Bir blokzincirde imzalanmış bir işlem kesindir ve geri alınamaz. Gerçek cüzdanları boşaltan dolandırıcılıklar ve onları durduran alışkanlıklar şunlardır.

## Oltalama siteleri

Bilinen bir cüzdanın ya da borsanın sitesinin kopyası, sizden cüzdanınızı “doğrulamanızı” ya da kurtarma ifadenizi girmenizi ister. Korunma yolları:

- Adresleri kendiniz yazın ya da kendi yer imlerinizi kullanın; mesajlardaki veya arama reklamlarındaki bağlantılara tıklamayın.
- Gerçek bir hizmet kurtarma ifadenizi asla istemez. İsteyen herkes hırsızdır.

## Kötü niyetli onaylar

Birçok token, siz bir **onay** (approval) imzaladıktan sonra bir akıllı sözleşmenin onları sizin adınıza harcamasına izin verir. Dolandırıcı bir site sınırsız onay ister, ardından siz sayfayı kapatmış olsanız bile tokeni daha sonra boşaltır. Korunma yolları:

- İmzaladığınız şeyi okuyun. “Approve” ya da “Set approval for all”, harcama yetkisini devretmek demektir.
- Yalnızca ihtiyacınız olan miktarı onaylayın ve eski onayları güvendiğiniz bir onay iptal (revoke) aracıyla geri alın.

## Adres zehirleme

Saldırganlar, kullandığınız bir adresle aynı şekilde başlayıp biten bir adresten size çok küçük bir transfer gönderir ve bir dahaki sefere adresi geçmişinizden kopyalamanızı umar. Korunma yolları:

- Bir adresi asla işlem geçmişinizden kopyalamayın.
- Yalnızca ilk ve son karakterlerini değil, adresin tamamını karşılaştırın ve önce küçük bir test tutarı gönderin.

## Sahte destek

Sohbetlerde veya yorumlarda size ilk ulaşan “destek görevlileri” dolandırıcıdır. Gerçek destek size önce mesaj atmaz ve asla kod, şifre ya da kurtarma ifadesi istemez.

## İmzalamadan önce kontrol listesi

1. Bu siteyi kendim mi açtım?
2. Bu işlemin neye izin verdiğini anlıyor muyum?
3. Adres baştan sona doğru mu?
4. Kimse beni acele ettirmeden, kendi kararımla mı hareket ediyorum?

Yanıtlardan herhangi biri “hayır” ise durun. Vela'da bu risklerin hiçbiri olmadan işlem pratiği yapabilirsiniz, çünkü burada hiçbir şey bir blokzincirde imzalanmaz.`,
};
