import { headlines } from './headlines.ts';
import type { SeedAnnouncement } from './types.ts';

/** The demo announcements: titles and summaries in every locale (bodies are in bodies-*.ts). */
export const seedAnnouncements: readonly SeedAnnouncement[] = [
  {
    key: 'welcome',
    eventClass: 'latest-news',
    daysAgo: 30,
    cover: 'latest-news',
    tags: ['getting-started', 'demo-funds'],
    headlines: headlines({
      en_US: [
        'Welcome to the Vela demo exchange',
        'Every account starts with 10,000 USDT, 0.1 BTC and 1 ETH in demo funds. Here is what Vela is, what it is not, and where to begin.',
      ],
      ja_JP: [
        'Velaデモ取引所へようこそ',
        'すべてのアカウントに、デモ資金として10,000 USDT、0.1 BTC、1 ETHが付与されます。Velaでできること、できないこと、そして最初の一歩をご紹介します。',
      ],
      ko_KR: [
        'Vela 데모 거래소에 오신 것을 환영합니다',
        '모든 계정은 데모 자금 10,000 USDT, 0.1 BTC, 1 ETH로 시작합니다. Vela가 무엇이고 무엇이 아닌지, 그리고 어디서부터 시작하면 좋은지 알려 드립니다.',
      ],
      zh_CN: [
        '欢迎来到 Vela 模拟交易所',
        '每个账户都会获得 10,000 USDT、0.1 BTC 和 1 ETH 的模拟资金。本文介绍 Vela 是什么、不是什么，以及从哪里开始。',
      ],
      zh_TW: [
        '歡迎來到 Vela 模擬交易所',
        '每個帳戶都會獲得 10,000 USDT、0.1 BTC 與 1 ETH 的模擬資金。本文介紹 Vela 是什麼、不是什麼，以及該從哪裡開始。',
      ],
      tr_TR: [
        'Vela demo borsasına hoş geldiniz',
        "Her hesap 10.000 USDT, 0,1 BTC ve 1 ETH demo bakiyeyle başlar. Vela'nın ne olduğunu, ne olmadığını ve nereden başlayacağınızı anlatıyoruz.",
      ],
      ru_RU: [
        'Добро пожаловать на демо-биржу Vela',
        'Каждый аккаунт получает демо-средства: 10 000 USDT, 0,1 BTC и 1 ETH. Рассказываем, что такое Vela, чем она не является и с чего начать.',
      ],
      uk_UA: [
        'Ласкаво просимо на демобіржу Vela',
        'Кожен акаунт отримує демокошти: 10 000 USDT, 0,1 BTC і 1 ETH. Розповідаємо, що таке Vela, чим вона не є і з чого почати.',
      ],
      fr_FR: [
        "Bienvenue sur Vela, la plateforme d'échange de démonstration",
        "Chaque compte démarre avec 10 000 USDT, 0,1 BTC et 1 ETH de fonds de démonstration. Voici ce qu'est Vela, ce qu'elle n'est pas, et par où commencer.",
      ],
      es_ES: [
        'Bienvenido al exchange de demostración de Vela',
        'Cada cuenta empieza con 10.000 USDT, 0,1 BTC y 1 ETH en fondos de demostración. Te contamos qué es Vela, qué no es y por dónde empezar.',
      ],
      vi_VN: [
        'Chào mừng bạn đến với sàn giao dịch demo Vela',
        'Mỗi tài khoản được cấp sẵn 10.000 USDT, 0,1 BTC và 1 ETH tiền demo. Bài viết giới thiệu Vela là gì, không phải là gì và nên bắt đầu từ đâu.',
      ],
      pt_PT: [
        'Bem-vindo à bolsa de demonstração Vela',
        'Cada conta começa com 10 000 USDT, 0,1 BTC e 1 ETH em fundos de demonstração. Saiba o que é a Vela, o que não é e por onde começar.',
      ],
    }),
  },
  {
    key: 'ten-markets',
    eventClass: 'new-listings',
    daysAgo: 28,
    cover: 'new-listings',
    tags: ['markets', 'listings'],
    headlines: headlines({
      en_US: [
        'Ten spot markets open for demo trading',
        'BTC, ETH, SOL, BNB, XRP, DOGE, TON, ADA, TRX and LINK now trade against USDT, each with a 5 USDT minimum order.',
      ],
      ja_JP: [
        '10の現物マーケットでデモ取引が可能に',
        'BTC、ETH、SOL、BNB、XRP、DOGE、TON、ADA、TRX、LINKのUSDT建て取引が始まりました。最小注文額はいずれも5 USDTです。',
      ],
      ko_KR: [
        '10개 현물 마켓에서 데모 거래 시작',
        'BTC, ETH, SOL, BNB, XRP, DOGE, TON, ADA, TRX, LINK를 USDT로 거래할 수 있습니다. 최소 주문 금액은 모두 5 USDT입니다.',
      ],
      zh_CN: [
        '十个现货市场开放模拟交易',
        'BTC、ETH、SOL、BNB、XRP、DOGE、TON、ADA、TRX 和 LINK 现已开放 USDT 交易对，每个市场的最小下单金额均为 5 USDT。',
      ],
      zh_TW: [
        '十個現貨市場開放模擬交易',
        'BTC、ETH、SOL、BNB、XRP、DOGE、TON、ADA、TRX 與 LINK 現已開放 USDT 交易對，每個市場的最小下單金額皆為 5 USDT。',
      ],
      tr_TR: [
        'On spot piyasa demo işlemlere açıldı',
        'BTC, ETH, SOL, BNB, XRP, DOGE, TON, ADA, TRX ve LINK artık USDT karşısında işlem görüyor; her piyasada en düşük emir tutarı 5 USDT.',
      ],
      ru_RU: [
        'Открыты десять спотовых рынков для демо-торговли',
        'BTC, ETH, SOL, BNB, XRP, DOGE, TON, ADA, TRX и LINK торгуются к USDT; минимальная сумма ордера на каждом рынке — 5 USDT.',
      ],
      uk_UA: [
        'Відкрито десять спотових ринків для демоторгівлі',
        'BTC, ETH, SOL, BNB, XRP, DOGE, TON, ADA, TRX і LINK торгуються до USDT; мінімальна сума ордера на кожному ринку — 5 USDT.',
      ],
      fr_FR: [
        'Dix marchés au comptant ouverts au trading de démonstration',
        "BTC, ETH, SOL, BNB, XRP, DOGE, TON, ADA, TRX et LINK se négocient désormais contre l'USDT, avec un ordre minimum de 5 USDT sur chaque marché.",
      ],
      es_ES: [
        'Diez mercados al contado abiertos para operar en demo',
        'BTC, ETH, SOL, BNB, XRP, DOGE, TON, ADA, TRX y LINK ya cotizan frente a USDT, con una orden mínima de 5 USDT en cada mercado.',
      ],
      vi_VN: [
        'Mười thị trường giao ngay mở cửa giao dịch demo',
        'BTC, ETH, SOL, BNB, XRP, DOGE, TON, ADA, TRX và LINK hiện đã giao dịch với USDT, giá trị lệnh tối thiểu ở mọi thị trường là 5 USDT.',
      ],
      pt_PT: [
        'Dez mercados à vista abertos à negociação de demonstração',
        'BTC, ETH, SOL, BNB, XRP, DOGE, TON, ADA, TRX e LINK já são negociados contra USDT, com uma ordem mínima de 5 USDT em cada mercado.',
      ],
    }),
  },
  {
    key: 'market-rules',
    eventClass: 'new-listings',
    daysAgo: 20,
    cover: 'new-listings',
    tags: ['markets', 'order-types'],
    headlines: headlines({
      en_US: [
        'Tick size, lot size and minimum order value explained',
        'Why a BTC price moves in steps of 0.01 USDT, why a DOGE amount is a whole number, and the rules of every Vela market in one table.',
      ],
      ja_JP: [
        '呼び値・数量単位・最小注文額のしくみ',
        'BTCの価格が0.01 USDT刻みで動く理由、DOGEの数量が整数になる理由、そしてVelaの全マーケットのルールを一覧表でまとめました。',
      ],
      ko_KR: [
        '호가 단위, 수량 단위, 최소 주문 금액 알아보기',
        'BTC 가격이 0.01 USDT 단위로 움직이는 이유, DOGE 수량이 정수인 이유, 그리고 Vela 모든 마켓의 규칙을 표 하나로 정리했습니다.',
      ],
      zh_CN: [
        '一文读懂价格精度、数量精度与最小下单金额',
        '为什么 BTC 价格以 0.01 USDT 为单位变动，为什么 DOGE 数量必须是整数？一张表列出 Vela 所有市场的交易规则。',
      ],
      zh_TW: [
        '一次看懂價格跳動單位、數量單位與最小下單金額',
        '為什麼 BTC 價格以 0.01 USDT 為單位跳動、為什麼 DOGE 數量必須是整數？一張表列出 Vela 所有市場的交易規則。',
      ],
      tr_TR: [
        'Fiyat adımı, miktar adımı ve en düşük emir tutarı',
        "BTC fiyatı neden 0,01 USDT'lik adımlarla ilerler, DOGE miktarı neden tam sayıdır? Vela'daki tüm piyasaların kuralları tek tabloda.",
      ],
      ru_RU: [
        'Шаг цены, шаг количества и минимальная сумма ордера',
        'Почему цена BTC меняется с шагом 0,01 USDT, почему количество DOGE — целое число, и правила всех рынков Vela в одной таблице.',
      ],
      uk_UA: [
        'Крок ціни, крок кількості та мінімальна сума ордера',
        'Чому ціна BTC змінюється з кроком 0,01 USDT, чому кількість DOGE — ціле число, і правила всіх ринків Vela в одній таблиці.',
      ],
      fr_FR: [
        'Pas de prix, pas de quantité et montant minimum : les règles expliquées',
        'Pourquoi le prix du BTC évolue par pas de 0,01 USDT, pourquoi une quantité de DOGE est un nombre entier, et les règles de chaque marché Vela en un seul tableau.',
      ],
      es_ES: [
        'Tamaño de tick, tamaño de lote y valor mínimo de orden',
        'Por qué el precio de BTC se mueve en saltos de 0,01 USDT, por qué una cantidad de DOGE es un número entero y las reglas de todos los mercados de Vela en una tabla.',
      ],
      vi_VN: [
        'Bước giá, bước khối lượng và giá trị lệnh tối thiểu',
        'Vì sao giá BTC thay đổi theo bước 0,01 USDT, vì sao khối lượng DOGE phải là số nguyên, cùng quy tắc của mọi thị trường trên Vela trong một bảng.',
      ],
      pt_PT: [
        'Variação mínima de preço, lote e valor mínimo da ordem',
        'Porque é que o preço do BTC se move em passos de 0,01 USDT, porque é que uma quantidade de DOGE é um número inteiro, e as regras de todos os mercados da Vela numa tabela.',
      ],
    }),
  },
  {
    key: 'listing-spotlight',
    eventClass: 'new-listings',
    daysAgo: 12,
    cover: 'new-listings',
    tags: ['listings', 'markets', 'risk'],
    headlines: headlines({
      en_US: [
        'Listing spotlight: TON, TRX and LINK',
        'What these three networks are used for, how their markets are sized on Vela, and what to watch when you trade smaller coins.',
      ],
      ja_JP: [
        '上場銘柄紹介：TON・TRX・LINK',
        '3つのネットワークの用途、Velaでのマーケット仕様、そして時価総額の小さい銘柄を取引する際の注意点を解説します。',
      ],
      ko_KR: [
        '상장 코인 집중 탐구: TON, TRX, LINK',
        '세 네트워크의 쓰임새, Vela에서의 마켓 규격, 그리고 규모가 작은 코인을 거래할 때 주의할 점을 살펴봅니다.',
      ],
      zh_CN: [
        '上线币种聚焦：TON、TRX 与 LINK',
        '三条网络各自的用途、它们在 Vela 上的市场规则，以及交易小市值币种时需要注意什么。',
      ],
      zh_TW: [
        '上架幣種焦點：TON、TRX 與 LINK',
        '三個網路各自的用途、它們在 Vela 上的市場規則，以及交易小市值幣種時需要留意的地方。',
      ],
      tr_TR: [
        'Listeleme odağı: TON, TRX ve LINK',
        "Bu üç ağın ne işe yaradığı, Vela'daki piyasalarının nasıl ayarlandığı ve daha küçük coinlerde işlem yaparken nelere dikkat etmeniz gerektiği.",
      ],
      ru_RU: [
        'В фокусе листинга: TON, TRX и LINK',
        'Для чего используются эти три сети, как устроены их рынки на Vela и на что обращать внимание при торговле небольшими монетами.',
      ],
      uk_UA: [
        'У фокусі лістингу: TON, TRX і LINK',
        'Для чого використовуються ці три мережі, як влаштовані їхні ринки на Vela і на що зважати, торгуючи невеликими монетами.',
      ],
      fr_FR: [
        'Zoom sur les cotations : TON, TRX et LINK',
        "À quoi servent ces trois réseaux, comment leurs marchés sont paramétrés sur Vela et ce qu'il faut surveiller quand on trade des cryptos de plus petite taille.",
      ],
      es_ES: [
        'Listados a fondo: TON, TRX y LINK',
        'Para qué se usan estas tres redes, cómo están configurados sus mercados en Vela y qué vigilar cuando operas con monedas más pequeñas.',
      ],
      vi_VN: [
        'Tiêu điểm niêm yết: TON, TRX và LINK',
        'Ba mạng lưới này dùng để làm gì, thị trường của chúng trên Vela được thiết lập ra sao và cần lưu ý gì khi giao dịch các đồng coin vốn hóa nhỏ.',
      ],
      pt_PT: [
        'Em destaque nas listagens: TON, TRX e LINK',
        'Para que servem estas três redes, como estão configurados os seus mercados na Vela e o que vigiar quando negoceia moedas mais pequenas.',
      ],
    }),
  },
  {
    key: 'twelve-languages',
    eventClass: 'latest-news',
    daysAgo: 18,
    cover: 'latest-news',
    tags: ['languages', 'account'],
    headlines: headlines({
      en_US: [
        'Vela now speaks twelve languages',
        "Switch language on any page and stay where you are. Times follow your language's time zone, and you choose the currency prices are shown in.",
      ],
      ja_JP: [
        'Velaが12言語に対応しました',
        'どのページからでも言語を切り替えられ、表示中のページはそのまま。日時は言語ごとのタイムゾーンで表示され、価格の表示通貨も選べます。',
      ],
      ko_KR: [
        'Vela, 이제 12개 언어 지원',
        '어느 페이지에서든 언어를 바꿔도 보던 화면이 그대로 유지됩니다. 시간은 언어별 시간대로 표시되며, 가격 표시 통화도 직접 고를 수 있습니다.',
      ],
      zh_CN: [
        'Vela 现已支持十二种语言',
        '在任意页面切换语言，当前页面保持不变。时间按所选语言对应的时区显示，价格的计价货币也可自行选择。',
      ],
      zh_TW: [
        'Vela 現已支援十二種語言',
        '在任何頁面切換語言，目前頁面保持不變。時間依所選語言對應的時區顯示，價格的計價貨幣也能自行選擇。',
      ],
      tr_TR: [
        'Vela artık on iki dil konuşuyor',
        'Dili istediğiniz sayfada değiştirin, bulunduğunuz yerde kalın. Saatler dilinizin saat dilimine göre gösterilir; fiyatların hangi para biriminde görüneceğini de siz seçersiniz.',
      ],
      ru_RU: [
        'Vela теперь говорит на двенадцати языках',
        'Меняйте язык на любой странице, не теряя места. Время показывается в часовом поясе вашего языка, а валюту отображения цен вы выбираете сами.',
      ],
      uk_UA: [
        'Vela тепер розмовляє дванадцятьма мовами',
        'Змінюйте мову на будь-якій сторінці, не втрачаючи місця. Час показується в часовому поясі вашої мови, а валюту відображення цін ви обираєте самі.',
      ],
      fr_FR: [
        'Vela parle désormais douze langues',
        "Changez de langue depuis n'importe quelle page sans la quitter. Les heures suivent le fuseau de votre langue, et vous choisissez la devise d'affichage des prix.",
      ],
      es_ES: [
        'Vela ya habla doce idiomas',
        'Cambia de idioma en cualquier página sin perder tu sitio. Las horas siguen la zona horaria de tu idioma y tú eliges la moneda en la que se muestran los precios.',
      ],
      vi_VN: [
        'Vela nay đã hỗ trợ mười hai ngôn ngữ',
        'Đổi ngôn ngữ ở bất kỳ trang nào mà vẫn ở nguyên chỗ cũ. Thời gian hiển thị theo múi giờ của ngôn ngữ bạn chọn, và bạn tự chọn đơn vị tiền tệ để hiển thị giá.',
      ],
      pt_PT: [
        'A Vela já fala doze idiomas',
        'Mude de idioma em qualquer página sem sair do sítio onde está. As horas seguem o fuso horário do seu idioma e pode escolher a moeda em que os preços são apresentados.',
      ],
    }),
  },
  {
    key: 'account-security',
    eventClass: 'latest-news',
    daysAgo: 8,
    cover: 'latest-news',
    tags: ['security', 'account'],
    headlines: headlines({
      en_US: [
        'Five habits that keep your Vela account safe',
        'How sign-in codes, passwords and sessions work on Vela, and the habits that protect any exchange account.',
      ],
      ja_JP: [
        'Velaアカウントを守る5つの習慣',
        'Velaの認証コード、パスワード、セッションのしくみと、どの取引所アカウントにも役立つセキュリティ習慣を紹介します。',
      ],
      ko_KR: [
        'Vela 계정을 안전하게 지키는 5가지 습관',
        'Vela의 인증 코드, 비밀번호, 세션이 어떻게 작동하는지, 그리고 어떤 거래소 계정이든 보호해 주는 습관을 알아봅니다.',
      ],
      zh_CN: [
        '守护 Vela 账户安全的五个习惯',
        '了解 Vela 的验证码、密码和登录会话如何运作，以及适用于任何交易所账户的安全习惯。',
      ],
      zh_TW: [
        '守護 Vela 帳戶安全的五個習慣',
        '了解 Vela 的驗證碼、密碼與登入工作階段如何運作，以及適用於任何交易所帳戶的安全習慣。',
      ],
      tr_TR: [
        'Vela hesabınızı güvende tutan beş alışkanlık',
        "Vela'da giriş kodlarının, şifrelerin ve oturumların nasıl çalıştığı ve her borsa hesabını koruyan alışkanlıklar.",
      ],
      ru_RU: [
        'Пять привычек, которые защищают аккаунт Vela',
        'Как на Vela работают коды подтверждения, пароли и сеансы, и какие привычки защищают любой биржевой аккаунт.',
      ],
      uk_UA: [
        'П’ять звичок, які захищають акаунт Vela',
        'Як на Vela працюють коди підтвердження, паролі та сеанси, і які звички захищають будь-який біржовий акаунт.',
      ],
      fr_FR: [
        'Cinq réflexes pour protéger votre compte Vela',
        "Comment fonctionnent les codes de connexion, les mots de passe et les sessions sur Vela, et les réflexes qui protègent n'importe quel compte sur une plateforme d'échange.",
      ],
      es_ES: [
        'Cinco hábitos para mantener segura tu cuenta de Vela',
        'Cómo funcionan en Vela los códigos de verificación, las contraseñas y las sesiones, y los hábitos que protegen cualquier cuenta de exchange.',
      ],
      vi_VN: [
        'Năm thói quen giữ an toàn cho tài khoản Vela',
        'Cách mã xác minh, mật khẩu và phiên đăng nhập hoạt động trên Vela, cùng những thói quen bảo vệ mọi tài khoản sàn giao dịch.',
      ],
      pt_PT: [
        'Cinco hábitos que mantêm a sua conta Vela segura',
        'Como funcionam na Vela os códigos de verificação, as palavras-passe e as sessões, e os hábitos que protegem qualquer conta numa bolsa.',
      ],
    }),
  },
  {
    key: 'first-orders-week',
    eventClass: 'activities',
    daysAgo: 15,
    cover: 'activities',
    tags: ['order-types', 'getting-started', 'demo-funds'],
    headlines: headlines({
      en_US: [
        'Practice week: place your first limit and market orders',
        'A guided exercise with your demo funds: one market order, one limit order that waits in the book, and one you cancel. Seven steps, about fifteen minutes.',
      ],
      ja_JP: [
        '練習ウィーク：はじめての指値注文と成行注文',
        'デモ資金を使ったガイド付き練習です。成行注文を1件、板に並ぶ指値注文を1件、そして取り消す注文を1件。7つのステップで、所要時間は約15分です。',
      ],
      ko_KR: [
        '연습 주간: 첫 지정가 주문과 시장가 주문 넣기',
        '데모 자금으로 따라 하는 연습입니다. 시장가 주문 하나, 호가창에 대기하는 지정가 주문 하나, 그리고 취소할 주문 하나. 7단계, 약 15분이면 충분합니다.',
      ],
      zh_CN: [
        '练习周：下出你的第一笔限价单和市价单',
        '用模拟资金完成一次引导练习：一笔市价单、一笔挂在订单簿中的限价单，再撤销一笔订单。共七个步骤，约十五分钟。',
      ],
      zh_TW: [
        '練習週：送出你的第一筆限價單與市價單',
        '用模擬資金完成一次引導練習：一筆市價單、一筆掛在訂單簿中的限價單，再取消一筆訂單。共七個步驟，約十五分鐘。',
      ],
      tr_TR: [
        'Alıştırma haftası: ilk limit ve piyasa emirlerinizi verin',
        'Demo bakiyenizle rehberli bir alıştırma: bir piyasa emri, emir defterinde bekleyen bir limit emri ve iptal edeceğiniz bir emir. Yedi adım, yaklaşık on beş dakika.',
      ],
      ru_RU: [
        'Неделя практики: первые лимитные и рыночные ордера',
        'Пошаговое упражнение на демо-средствах: один рыночный ордер, один лимитный, который ждёт в стакане, и один, который вы отмените. Семь шагов, около пятнадцати минут.',
      ],
      uk_UA: [
        'Тиждень практики: перші лімітні та ринкові ордери',
        'Покрокова вправа на демокоштах: один ринковий ордер, один лімітний, що чекає в стакані, і один, який ви скасуєте. Сім кроків, близько п’ятнадцяти хвилин.',
      ],
      fr_FR: [
        "Semaine d'entraînement : vos premiers ordres à cours limité et au marché",
        'Un exercice guidé avec vos fonds de démonstration : un ordre au marché, un ordre à cours limité qui attend dans le carnet, et un ordre que vous annulez. Sept étapes, environ quinze minutes.',
      ],
      es_ES: [
        'Semana de práctica: tus primeras órdenes limitadas y de mercado',
        'Un ejercicio guiado con tus fondos de demostración: una orden de mercado, una orden limitada que espera en el libro y otra que cancelas. Siete pasos, unos quince minutos.',
      ],
      vi_VN: [
        'Tuần luyện tập: đặt lệnh giới hạn và lệnh thị trường đầu tiên',
        'Bài tập có hướng dẫn với tiền demo: một lệnh thị trường, một lệnh giới hạn chờ trong sổ lệnh và một lệnh bạn sẽ hủy. Bảy bước, khoảng mười lăm phút.',
      ],
      pt_PT: [
        'Semana de prática: as suas primeiras ordens limitadas e ao mercado',
        'Um exercício guiado com os seus fundos de demonstração: uma ordem ao mercado, uma ordem limitada que fica à espera no livro e outra que cancela. Sete passos, cerca de quinze minutos.',
      ],
    }),
  },
  {
    key: 'learning-path',
    eventClass: 'activities',
    daysAgo: 5,
    cover: 'activities',
    tags: ['courses', 'getting-started', 'risk'],
    headlines: headlines({
      en_US: [
        'Learning path: from your first chart to your own trading plan',
        'Read the six Vela courses in this order, try each idea with demo funds, and finish with a written trading plan of your own.',
      ],
      ja_JP: [
        '学習ロードマップ：はじめてのチャートから自分だけのトレード計画まで',
        'Velaの6つの講座をこの順番で読み、それぞれの考え方をデモ資金で試し、最後に自分のトレード計画を書き上げましょう。',
      ],
      ko_KR: [
        '학습 로드맵: 첫 차트부터 나만의 트레이딩 계획까지',
        'Vela의 강좌 6개를 이 순서대로 읽고, 각 내용을 데모 자금으로 직접 시험해 본 뒤, 마지막으로 나만의 트레이딩 계획을 글로 정리해 보세요.',
      ],
      zh_CN: [
        '学习路线：从第一张 K 线图到你自己的交易计划',
        '按这个顺序学习 Vela 的六门课程，用模拟资金逐一实践，最后写出一份属于你自己的交易计划。',
      ],
      zh_TW: [
        '學習路線：從第一張 K 線圖到你自己的交易計畫',
        '依照這個順序學習 Vela 的六門課程，用模擬資金逐一實作，最後寫出一份屬於你自己的交易計畫。',
      ],
      tr_TR: [
        'Öğrenme yolu: ilk grafiğinizden kendi işlem planınıza',
        "Vela'nın altı eğitimini bu sırayla okuyun, her fikri demo bakiyenizle deneyin ve yazılı bir işlem planıyla bitirin.",
      ],
      ru_RU: [
        'Маршрут обучения: от первого графика до собственного торгового плана',
        'Пройдите шесть курсов Vela в этом порядке, проверьте каждую идею на демо-средствах и в конце запишите собственный торговый план.',
      ],
      uk_UA: [
        'Маршрут навчання: від першого графіка до власного торгового плану',
        'Пройдіть шість курсів Vela в такому порядку, перевірте кожну ідею на демокоштах і наприкінці запишіть власний торговий план.',
      ],
      fr_FR: [
        "Parcours d'apprentissage : du premier graphique à votre propre plan de trading",
        'Suivez les six formations Vela dans cet ordre, testez chaque idée avec vos fonds de démonstration et terminez par un plan de trading écrit, le vôtre.',
      ],
      es_ES: [
        'Itinerario de aprendizaje: de tu primer gráfico a tu propio plan de trading',
        'Lee los seis cursos de Vela en este orden, prueba cada idea con fondos de demostración y termina con un plan de trading propio por escrito.',
      ],
      vi_VN: [
        'Lộ trình học: từ biểu đồ đầu tiên đến kế hoạch giao dịch của riêng bạn',
        'Đọc sáu khóa học của Vela theo thứ tự này, thử từng ý tưởng bằng tiền demo và kết thúc bằng một kế hoạch giao dịch viết ra của riêng bạn.',
      ],
      pt_PT: [
        'Percurso de aprendizagem: do primeiro gráfico ao seu próprio plano de negociação',
        'Leia os seis cursos da Vela por esta ordem, experimente cada ideia com fundos de demonstração e termine com um plano de negociação escrito por si.',
      ],
    }),
  },
  {
    key: 'maintenance-restarts',
    eventClass: 'maintenance',
    daysAgo: 22,
    cover: 'maintenance',
    tags: ['maintenance', 'market-data'],
    headlines: headlines({
      en_US: [
        'How planned maintenance works on Vela',
        'What happens to open pages, live prices and your balances when the platform restarts, and what the connection indicator tells you.',
      ],
      ja_JP: [
        'Velaの定期メンテナンスについて',
        'プラットフォーム再起動時に、開いているページ、リアルタイム価格、残高がどうなるのか。接続インジケーターの見方も解説します。',
      ],
      ko_KR: [
        'Vela의 정기 점검은 이렇게 진행됩니다',
        '플랫폼이 재시작될 때 열려 있는 페이지, 실시간 시세, 잔고에 어떤 일이 일어나는지, 그리고 연결 상태 표시가 무엇을 뜻하는지 설명합니다.',
      ],
      zh_CN: ['Vela 计划内维护说明', '平台重启时，已打开的页面、实时行情和您的资产会怎样？连接状态指示又代表什么？'],
      zh_TW: [
        'Vela 計畫性維護說明',
        '平台重新啟動時，已開啟的頁面、即時行情與您的資產會如何？連線狀態指示又代表什麼？',
      ],
      tr_TR: [
        "Vela'da planlı bakım nasıl işler",
        'Platform yeniden başlatıldığında açık sayfalara, canlı fiyatlara ve bakiyelerinize ne olur; bağlantı göstergesi size ne söyler?',
      ],
      ru_RU: [
        'Как проходят плановые техработы на Vela',
        'Что происходит с открытыми страницами, котировками и вашими балансами при перезапуске платформы и о чём говорит индикатор подключения.',
      ],
      uk_UA: [
        'Як проходять планові техроботи на Vela',
        'Що відбувається з відкритими сторінками, котируваннями та вашими балансами під час перезапуску платформи і про що говорить індикатор підключення.',
      ],
      fr_FR: [
        'Comment se déroule une maintenance planifiée sur Vela',
        'Ce qui arrive aux pages ouvertes, aux prix en direct et à vos soldes quand la plateforme redémarre, et ce que vous indique le voyant de connexion.',
      ],
      es_ES: [
        'Cómo funciona el mantenimiento programado en Vela',
        'Qué pasa con las páginas abiertas, los precios en tiempo real y tus saldos cuando la plataforma se reinicia, y qué te dice el indicador de conexión.',
      ],
      vi_VN: [
        'Bảo trì định kỳ trên Vela diễn ra như thế nào',
        'Điều gì xảy ra với các trang đang mở, giá trực tiếp và số dư của bạn khi nền tảng khởi động lại, và chỉ báo kết nối cho bạn biết điều gì.',
      ],
      pt_PT: [
        'Como funciona a manutenção programada na Vela',
        'O que acontece às páginas abertas, aos preços em tempo real e aos seus saldos quando a plataforma reinicia, e o que lhe diz o indicador de ligação.',
      ],
    }),
  },
  {
    key: 'history-backfill',
    eventClass: 'maintenance',
    daysAgo: 3,
    cover: 'maintenance',
    tags: ['maintenance', 'candles', 'market-data'],
    headlines: headlines({
      en_US: [
        'Chart history after downtime: missing minutes are filled in',
        'When the market engine has been stopped, Vela rebuilds the missing one-minute candles on restart, so charts have no gaps. How it works and where it stops.',
      ],
      ja_JP: [
        '停止後のチャート履歴：欠けた時間を自動で補完',
        'マーケットエンジンが停止していた間の1分足は、再起動時に再構築されるため、チャートに空白ができません。そのしくみと上限を説明します。',
      ],
      ko_KR: [
        '중단 이후의 차트 기록: 빠진 시간은 자동으로 채워집니다',
        '마켓 엔진이 멈춰 있던 동안의 1분봉은 재시작할 때 다시 만들어지므로 차트에 빈 구간이 생기지 않습니다. 작동 방식과 한계를 알아봅니다.',
      ],
      zh_CN: [
        '停机后的图表历史：缺失的分钟会被自动补齐',
        '撮合引擎停止期间缺失的 1 分钟 K 线，会在重启时重新生成，图表因此不会出现断档。本文说明其原理与限制。',
      ],
      zh_TW: [
        '停機後的圖表歷史：缺少的分鐘會自動補齊',
        '撮合引擎停止期間缺少的 1 分鐘 K 線，會在重新啟動時重新產生，圖表因此不會出現斷層。本文說明其原理與限制。',
      ],
      tr_TR: [
        'Kesinti sonrası grafik geçmişi: eksik dakikalar tamamlanıyor',
        'Piyasa motoru durduğunda, eksik kalan bir dakikalık mumlar yeniden başlatmada oluşturulur; grafiklerde boşluk kalmaz. Nasıl çalıştığını ve sınırlarını anlatıyoruz.',
      ],
      ru_RU: [
        'История графиков после простоя: пропущенные минуты восстанавливаются',
        'Если рыночный движок был остановлен, при перезапуске Vela достраивает недостающие минутные свечи, и на графиках не остаётся пробелов. Как это работает и где предел.',
      ],
      uk_UA: [
        'Історія графіків після простою: пропущені хвилини відновлюються',
        'Якщо ринковий рушій було зупинено, під час перезапуску Vela добудовує відсутні хвилинні свічки, і на графіках не лишається прогалин. Як це працює і де межа.',
      ],
      fr_FR: [
        'Historique des graphiques après une interruption : les minutes manquantes sont comblées',
        "Quand le moteur de marché a été arrêté, Vela reconstruit au redémarrage les bougies d'une minute manquantes, pour des graphiques sans trous. Fonctionnement et limites.",
      ],
      es_ES: [
        'Historial de gráficos tras una parada: los minutos que faltan se completan',
        'Cuando el motor de mercado ha estado detenido, Vela reconstruye al reiniciar las velas de un minuto que faltan, para que los gráficos no tengan huecos. Cómo funciona y cuáles son sus límites.',
      ],
      vi_VN: [
        'Lịch sử biểu đồ sau thời gian gián đoạn: các phút bị thiếu được bổ sung',
        'Khi công cụ thị trường bị dừng, Vela sẽ dựng lại các nến một phút bị thiếu lúc khởi động lại, để biểu đồ không có khoảng trống. Cách hoạt động và giới hạn của nó.',
      ],
      pt_PT: [
        'Histórico dos gráficos após uma paragem: os minutos em falta são preenchidos',
        'Quando o motor de mercado esteve parado, a Vela reconstrói no reinício as velas de um minuto em falta, para que os gráficos não tenham falhas. Como funciona e onde fica o limite.',
      ],
    }),
  },
  {
    key: 'live-engine',
    eventClass: 'product-updates',
    daysAgo: 25,
    cover: 'product-updates',
    tags: ['order-book', 'market-data', 'candles'],
    headlines: headlines({
      en_US: [
        'Live order books, trades and candles from a real matching engine',
        'Prices on Vela come from an order book that matches orders by price, then time. What that means for the numbers you see on screen.',
      ],
      ja_JP: [
        '本物のマッチングエンジンによるリアルタイムの板・約定・ローソク足',
        'Velaの価格は、価格優先・時間優先で注文を約定させる板から生まれます。それが画面の数字にどう表れるのかを解説します。',
      ],
      ko_KR: [
        '실제 매칭 엔진이 만드는 실시간 호가창, 체결, 캔들',
        'Vela의 가격은 가격 우선, 시간 우선 원칙으로 주문을 체결하는 호가창에서 나옵니다. 그것이 화면 속 숫자에 어떤 의미인지 알아봅니다.',
      ],
      zh_CN: [
        '来自真实撮合引擎的实时订单簿、成交与 K 线',
        'Vela 上的价格来自按价格优先、时间优先原则撮合订单的订单簿。这对您在屏幕上看到的数字意味着什么？',
      ],
      zh_TW: [
        '來自真實撮合引擎的即時訂單簿、成交與 K 線',
        'Vela 上的價格來自依價格優先、時間優先原則撮合訂單的訂單簿。這對您在螢幕上看到的數字代表什麼？',
      ],
      tr_TR: [
        'Gerçek bir eşleştirme motorundan canlı emir defterleri, işlemler ve mumlar',
        "Vela'daki fiyatlar, emirleri önce fiyata sonra zamana göre eşleştiren bir emir defterinden gelir. Bunun ekranda gördüğünüz rakamlar için ne anlama geldiğini anlatıyoruz.",
      ],
      ru_RU: [
        'Стаканы, сделки и свечи в реальном времени от настоящего движка сопоставления',
        'Цены на Vela формирует стакан, который сводит ордера по приоритету цены, а затем времени. Что это значит для цифр на вашем экране.',
      ],
      uk_UA: [
        'Стакани, угоди та свічки в реальному часі від справжнього рушія зіставлення',
        'Ціни на Vela формує стакан, який зводить ордери за пріоритетом ціни, а потім часу. Що це означає для цифр на вашому екрані.',
      ],
      fr_FR: [
        "Carnets d'ordres, transactions et bougies en direct, issus d'un vrai moteur d'appariement",
        "Les prix sur Vela viennent d'un carnet d'ordres qui apparie les ordres par prix, puis par ordre d'arrivée. Ce que cela change aux chiffres que vous voyez à l'écran.",
      ],
      es_ES: [
        'Libros de órdenes, operaciones y velas en tiempo real desde un motor de emparejamiento real',
        'Los precios de Vela salen de un libro de órdenes que empareja por precio y, después, por orden de llegada. Qué significa eso para las cifras que ves en pantalla.',
      ],
      vi_VN: [
        'Sổ lệnh, giao dịch và nến trực tiếp từ một công cụ khớp lệnh thật',
        'Giá trên Vela đến từ một sổ lệnh khớp lệnh theo giá, rồi theo thời gian. Điều đó có ý nghĩa gì với những con số bạn thấy trên màn hình.',
      ],
      pt_PT: [
        'Livros de ordens, negócios e velas em tempo real de um verdadeiro motor de correspondência',
        'Os preços na Vela vêm de um livro de ordens que faz corresponder as ordens por preço e depois por ordem de chegada. O que isso significa para os números que vê no ecrã.',
      ],
    }),
  },
  {
    key: 'themes-notifications',
    eventClass: 'product-updates',
    daysAgo: 1,
    cover: 'product-updates',
    tags: ['account', 'notifications'],
    headlines: headlines({
      en_US: [
        'Dark theme and announcement notifications',
        'Switch between light and dark from the header, and get a notice whenever a new announcement is published.',
      ],
      ja_JP: [
        'ダークテーマとお知らせ通知に対応',
        'ヘッダーからライトとダークを切り替えられます。また、新しいお知らせが公開されると通知が届くようになりました。',
      ],
      ko_KR: [
        '다크 테마와 공지사항 알림 추가',
        '헤더에서 라이트와 다크 테마를 전환할 수 있고, 새 공지사항이 게시될 때마다 알림을 받을 수 있습니다.',
      ],
      zh_CN: ['深色主题与公告通知上线', '可在页头切换浅色与深色主题；每当有新公告发布，您都会收到通知。'],
      zh_TW: ['深色主題與公告通知上線', '可在頁首切換淺色與深色主題；每當有新公告發布，您都會收到通知。'],
      tr_TR: [
        'Koyu tema ve duyuru bildirimleri',
        'Üst menüden açık ve koyu tema arasında geçiş yapın; yeni bir duyuru yayımlandığında bildirim alın.',
      ],
      ru_RU: [
        'Тёмная тема и уведомления об объявлениях',
        'Переключайте светлую и тёмную тему в шапке сайта и получайте уведомление о каждом новом объявлении.',
      ],
      uk_UA: [
        'Темна тема та сповіщення про оголошення',
        'Перемикайте світлу й темну тему в шапці сайту та отримуйте сповіщення про кожне нове оголошення.',
      ],
      fr_FR: [
        "Thème sombre et notifications d'annonces",
        "Passez du thème clair au thème sombre depuis l'en-tête, et recevez une notification à chaque nouvelle annonce.",
      ],
      es_ES: [
        'Tema oscuro y notificaciones de anuncios',
        'Cambia entre tema claro y oscuro desde la cabecera y recibe un aviso cada vez que se publique un anuncio nuevo.',
      ],
      vi_VN: [
        'Giao diện tối và tin báo khi có thông báo mới',
        'Chuyển giữa giao diện sáng và tối ngay trên thanh đầu trang, và nhận tin báo mỗi khi có thông báo mới được đăng.',
      ],
      pt_PT: [
        'Tema escuro e notificações de anúncios',
        'Alterne entre o tema claro e o escuro no cabeçalho e receba uma notificação sempre que for publicado um novo anúncio.',
      ],
    }),
  },
];
