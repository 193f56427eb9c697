import { headlines } from './headlines.ts';
import type { SeedCourse } from './types.ts';

/** The demo courses, three per track, in reading order; bodies are in bodies-*.ts. */
export const seedCourses: readonly SeedCourse[] = [
  {
    key: 'order-book-basics',
    track: 'research',
    level: 'beginner',
    daysAgo: 40,
    cover: 'research',
    tags: ['order-book', 'market-data', 'getting-started'],
    headlines: headlines({
      en_US: [
        'Reading the order book',
        "Bids, asks, the spread and depth: how to read Vela's order book, and what it tells you before you place an order.",
      ],
      ja_JP: [
        '板情報の読み方',
        '買い板・売り板、スプレッド、厚み。Velaの板情報の読み方と、注文前に板から読み取れることを解説します。',
      ],
      ko_KR: [
        '호가창 읽는 법',
        '매수 호가, 매도 호가, 스프레드, 호가 잔량. Vela의 호가창을 읽는 법과 주문 전에 호가창이 알려 주는 것을 배웁니다.',
      ],
      zh_CN: ['读懂订单簿', '买盘、卖盘、价差与深度：如何阅读 Vela 的订单簿，以及下单前它能告诉您什么。'],
      zh_TW: ['看懂訂單簿', '買盤、賣盤、價差與深度：如何閱讀 Vela 的訂單簿，以及下單前它能告訴您什麼。'],
      tr_TR: [
        'Emir defterini okumak',
        "Alış ve satış emirleri, makas ve derinlik: Vela'nın emir defterini nasıl okuyacağınız ve emir vermeden önce size ne anlattığı.",
      ],
      ru_RU: [
        'Как читать биржевой стакан',
        'Биды, аски, спред и глубина: как читать стакан Vela и что он подсказывает перед размещением ордера.',
      ],
      uk_UA: [
        'Як читати біржовий стакан',
        'Біди, аски, спред і глибина: як читати стакан Vela і що він підказує перед розміщенням ордера.',
      ],
      fr_FR: [
        "Lire le carnet d'ordres",
        "Offres d'achat, offres de vente, écart et profondeur : comment lire le carnet d'ordres de Vela et ce qu'il vous apprend avant de passer un ordre.",
      ],
      es_ES: [
        'Cómo leer el libro de órdenes',
        'Ofertas de compra y de venta, diferencial y profundidad: cómo leer el libro de órdenes de Vela y qué te dice antes de enviar una orden.',
      ],
      vi_VN: [
        'Cách đọc sổ lệnh',
        'Giá mua, giá bán, chênh lệch và độ sâu: cách đọc sổ lệnh của Vela và những gì nó cho bạn biết trước khi đặt lệnh.',
      ],
      pt_PT: [
        'Como ler o livro de ordens',
        'Ofertas de compra e de venda, spread e profundidade: como ler o livro de ordens da Vela e o que ele lhe diz antes de enviar uma ordem.',
      ],
    }),
  },
  {
    key: 'candlesticks',
    track: 'research',
    level: 'beginner',
    daysAgo: 38,
    cover: 'research',
    tags: ['candles', 'market-data'],
    headlines: headlines({
      en_US: [
        'Candlesticks and time frames',
        'What a single candle shows, how Vela builds 5-minute to daily candles from one-minute bars, and how to read volume alongside price.',
      ],
      ja_JP: [
        'ローソク足と時間足',
        '1本のローソク足が表すもの、Velaが1分足から5分足〜日足を作るしくみ、そして価格と合わせて出来高を読む方法。',
      ],
      ko_KR: [
        '캔들 차트와 시간 단위',
        '캔들 하나가 보여 주는 것, Vela가 1분봉으로 5분봉부터 일봉까지 만드는 방식, 그리고 가격과 함께 거래량을 읽는 법.',
      ],
      zh_CN: [
        'K 线与时间周期',
        '一根 K 线包含哪些信息，Vela 如何用 1 分钟 K 线合成 5 分钟到日线，以及如何结合成交量解读价格。',
      ],
      zh_TW: [
        'K 線與時間週期',
        '一根 K 線包含哪些資訊、Vela 如何用 1 分鐘 K 線合成 5 分鐘到日線，以及如何搭配成交量解讀價格。',
      ],
      tr_TR: [
        'Mum grafikler ve zaman dilimleri',
        "Tek bir mumun gösterdikleri, Vela'nın beş dakikalıktan günlüğe kadar mumları bir dakikalık çubuklardan nasıl oluşturduğu ve hacmin fiyatla birlikte nasıl okunacağı.",
      ],
      ru_RU: [
        'Японские свечи и таймфреймы',
        'Что показывает одна свеча, как Vela строит свечи от 5 минут до дня из минутных баров и как читать объём вместе с ценой.',
      ],
      uk_UA: [
        'Японські свічки й таймфрейми',
        'Що показує одна свічка, як Vela будує свічки від 5 хвилин до дня з хвилинних барів і як читати обсяг разом із ціною.',
      ],
      fr_FR: [
        'Chandeliers et unités de temps',
        "Ce que montre une bougie, comment Vela construit les bougies de 5 minutes à un jour à partir de barres d'une minute, et comment lire le volume avec le prix.",
      ],
      es_ES: [
        'Velas japonesas y marcos temporales',
        'Qué muestra una vela, cómo construye Vela las velas de 5 minutos a un día a partir de barras de un minuto y cómo leer el volumen junto al precio.',
      ],
      vi_VN: [
        'Nến Nhật và khung thời gian',
        'Một cây nến cho biết điều gì, Vela dựng nến từ 5 phút đến 1 ngày từ các thanh một phút ra sao, và cách đọc khối lượng cùng với giá.',
      ],
      pt_PT: [
        'Velas japonesas e intervalos de tempo',
        'O que mostra uma vela, como a Vela constrói velas de 5 minutos a um dia a partir de barras de um minuto e como ler o volume juntamente com o preço.',
      ],
    }),
  },
  {
    key: 'orders-fees-risk',
    track: 'research',
    level: 'intermediate',
    daysAgo: 36,
    cover: 'research',
    tags: ['order-types', 'fees', 'risk'],
    headlines: headlines({
      en_US: [
        'Orders, fees and risk: a plan for every trade',
        'Limit or market, maker or taker, how slippage happens, and how to size a position so that one bad trade stays a small one.',
      ],
      ja_JP: [
        '注文・手数料・リスク：すべての取引に計画を',
        '指値か成行か、メイカーかテイカーか、スリッページが起きる理由、そして1回の失敗を小さく抑えるポジションサイズの決め方。',
      ],
      ko_KR: [
        '주문, 수수료, 리스크: 모든 거래에 계획을',
        '지정가냐 시장가냐, 메이커냐 테이커냐, 슬리피지는 왜 생기는지, 그리고 한 번의 실패가 작은 손실로 끝나도록 포지션 크기를 정하는 법.',
      ],
      zh_CN: [
        '订单、手续费与风险：为每笔交易做好计划',
        '限价还是市价、挂单还是吃单、滑点如何产生，以及如何控制仓位，让一笔失误只是一笔小亏损。',
      ],
      zh_TW: [
        '訂單、手續費與風險：為每筆交易做好計畫',
        '限價還是市價、掛單還是吃單、滑價如何產生，以及如何控制部位大小，讓一次失誤只是一筆小虧損。',
      ],
      tr_TR: [
        'Emirler, komisyonlar ve risk: her işlem için bir plan',
        'Limit mi piyasa mı, yapıcı mı alıcı mı, kayma nasıl oluşur ve kötü bir işlemin küçük kalması için pozisyon nasıl boyutlandırılır.',
      ],
      ru_RU: [
        'Ордера, комиссии и риск: план для каждой сделки',
        'Лимитный или рыночный, мейкер или тейкер, откуда берётся проскальзывание и как выбрать размер позиции, чтобы одна неудачная сделка оставалась небольшой.',
      ],
      uk_UA: [
        'Ордери, комісії та ризик: план для кожної угоди',
        'Лімітний чи ринковий, мейкер чи тейкер, звідки береться прослизання і як обрати розмір позиції, щоб одна невдала угода лишалася невеликою.',
      ],
      fr_FR: [
        'Ordres, frais et risque : un plan pour chaque transaction',
        "Cours limité ou au marché, maker ou taker, d'où vient le glissement, et comment dimensionner une position pour qu'une mauvaise transaction reste une petite perte.",
      ],
      es_ES: [
        'Órdenes, comisiones y riesgo: un plan para cada operación',
        'Limitada o de mercado, maker o taker, cómo se produce el deslizamiento y cómo dimensionar una posición para que una mala operación se quede en una pérdida pequeña.',
      ],
      vi_VN: [
        'Lệnh, phí và rủi ro: kế hoạch cho mỗi giao dịch',
        'Lệnh giới hạn hay lệnh thị trường, maker hay taker, trượt giá xảy ra thế nào và cách xác định quy mô vị thế để một giao dịch tồi chỉ là một khoản lỗ nhỏ.',
      ],
      pt_PT: [
        'Ordens, comissões e risco: um plano para cada negócio',
        'Limitada ou ao mercado, maker ou taker, como acontece o slippage e como dimensionar uma posição para que um mau negócio fique por uma pequena perda.',
      ],
    }),
  },
  {
    key: 'wallets',
    track: 'web3',
    level: 'beginner',
    daysAgo: 39,
    cover: 'web3',
    tags: ['wallet', 'security', 'getting-started'],
    headlines: headlines({
      en_US: [
        'Wallets: custody, keys and your Vela balance',
        'The difference between an exchange account and a self-custody wallet, what a seed phrase really is, and how Vela values what you hold.',
      ],
      ja_JP: [
        'ウォレット入門：保管・鍵・Velaの残高',
        '取引所アカウントとセルフカストディ型ウォレットの違い、シードフレーズの本当の意味、そしてVelaが保有資産を評価するしくみ。',
      ],
      ko_KR: [
        '지갑의 기초: 보관, 키, 그리고 Vela 잔고',
        '거래소 계정과 개인 보관 지갑의 차이, 시드 문구의 진짜 의미, 그리고 Vela가 보유 자산을 평가하는 방식.',
      ],
      zh_CN: [
        '钱包入门：托管、私钥与您的 Vela 余额',
        '交易所账户与自托管钱包有何不同，助记词究竟是什么，以及 Vela 如何为您的持仓估值。',
      ],
      zh_TW: [
        '錢包入門：託管、私鑰與您的 Vela 餘額',
        '交易所帳戶與自主保管錢包有何不同、助記詞究竟是什麼，以及 Vela 如何為您的持倉估值。',
      ],
      tr_TR: [
        'Cüzdanlar: saklama, anahtarlar ve Vela bakiyeniz',
        "Borsa hesabı ile kendi kendine saklama cüzdanı arasındaki fark, kurtarma ifadesinin gerçekte ne olduğu ve Vela'nın varlıklarınızı nasıl değerlediği.",
      ],
      ru_RU: [
        'Кошельки: хранение, ключи и ваш баланс на Vela',
        'Чем биржевой аккаунт отличается от некастодиального кошелька, что такое сид-фраза на самом деле и как Vela оценивает ваши активы.',
      ],
      uk_UA: [
        'Гаманці: зберігання, ключі та ваш баланс на Vela',
        'Чим біржовий акаунт відрізняється від некастодіального гаманця, що таке сид-фраза насправді і як Vela оцінює ваші активи.',
      ],
      fr_FR: [
        'Portefeuilles : garde, clés et votre solde Vela',
        "La différence entre un compte sur une plateforme d'échange et un portefeuille en auto-garde, ce qu'est vraiment une phrase de récupération, et comment Vela valorise vos avoirs.",
      ],
      es_ES: [
        'Monederos: custodia, claves y tu saldo en Vela',
        'La diferencia entre una cuenta de exchange y un monedero de autocustodia, qué es de verdad una frase semilla y cómo valora Vela lo que tienes.',
      ],
      vi_VN: [
        'Ví: lưu ký, khóa và số dư Vela của bạn',
        'Khác biệt giữa tài khoản trên sàn và ví tự lưu ký, cụm từ khôi phục thực chất là gì, và Vela định giá tài sản bạn nắm giữ ra sao.',
      ],
      pt_PT: [
        'Carteiras: custódia, chaves e o seu saldo na Vela',
        'A diferença entre uma conta numa bolsa e uma carteira de autocustódia, o que é realmente uma frase de recuperação e como a Vela avalia o que detém.',
      ],
    }),
  },
  {
    key: 'blockchains-tokens',
    track: 'web3',
    level: 'intermediate',
    daysAgo: 37,
    cover: 'web3',
    tags: ['blockchains', 'markets'],
    headlines: headlines({
      en_US: [
        "Blockchains, coins and tokens behind Vela's markets",
        'Why BTC, ETH, SOL and TON are coins of their own networks, what makes USDT a stablecoin token, and why the quote asset matters.',
      ],
      ja_JP: [
        'Velaのマーケットを支えるブロックチェーン・コイン・トークン',
        'BTC、ETH、SOL、TONがそれぞれ独自ネットワークのコインである理由、USDTをステーブルコインたらしめるもの、そして決済通貨が重要な理由。',
      ],
      ko_KR: [
        'Vela 마켓 뒤의 블록체인, 코인, 토큰',
        'BTC, ETH, SOL, TON이 각자 네트워크의 코인인 이유, USDT가 스테이블코인 토큰인 이유, 그리고 기준 통화가 중요한 이유.',
      ],
      zh_CN: [
        'Vela 市场背后的区块链、币与代币',
        '为什么 BTC、ETH、SOL 和 TON 是各自网络的原生币，USDT 为什么是稳定币代币，以及计价资产为何重要。',
      ],
      zh_TW: [
        'Vela 市場背後的區塊鏈、幣與代幣',
        '為什麼 BTC、ETH、SOL 與 TON 是各自網路的原生幣、USDT 為什麼是穩定幣代幣，以及計價資產為何重要。',
      ],
      tr_TR: [
        'Vela piyasalarının ardındaki blokzincirler, coinler ve tokenlar',
        "BTC, ETH, SOL ve TON neden kendi ağlarının coinleridir, USDT'yi bir stablecoin tokenı yapan nedir ve kotasyon varlığı neden önemlidir.",
      ],
      ru_RU: [
        'Блокчейны, монеты и токены за рынками Vela',
        'Почему BTC, ETH, SOL и TON — монеты собственных сетей, что делает USDT стейблкоином-токеном и почему важна котируемая валюта.',
      ],
      uk_UA: [
        'Блокчейни, монети й токени за ринками Vela',
        'Чому BTC, ETH, SOL і TON — монети власних мереж, що робить USDT стейблкоїном-токеном і чому важлива валюта котирування.',
      ],
      fr_FR: [
        'Blockchains, cryptomonnaies et jetons derrière les marchés de Vela',
        "Pourquoi BTC, ETH, SOL et TON sont les monnaies de leurs propres réseaux, ce qui fait de l'USDT un jeton stable, et pourquoi la devise de cotation compte.",
      ],
      es_ES: [
        'Blockchains, monedas y tokens detrás de los mercados de Vela',
        'Por qué BTC, ETH, SOL y TON son las monedas de sus propias redes, qué convierte a USDT en un token estable y por qué importa el activo de cotización.',
      ],
      vi_VN: [
        'Blockchain, coin và token đằng sau các thị trường của Vela',
        'Vì sao BTC, ETH, SOL và TON là coin của mạng lưới riêng, điều gì khiến USDT là một token stablecoin, và vì sao tài sản định giá lại quan trọng.',
      ],
      pt_PT: [
        'Blockchains, moedas e tokens por trás dos mercados da Vela',
        'Porque é que BTC, ETH, SOL e TON são moedas das suas próprias redes, o que faz do USDT um token estável e porque é que o ativo de cotação importa.',
      ],
    }),
  },
  {
    key: 'onchain-safety',
    track: 'web3',
    level: 'advanced',
    daysAgo: 35,
    cover: 'web3',
    tags: ['security', 'wallet', 'risk'],
    headlines: headlines({
      en_US: [
        'Staying safe on chain: phishing, approvals and address poisoning',
        'The scams that empty real wallets, how each one works, and the checks that stop them before you sign.',
      ],
      ja_JP: [
        'オンチェーンで身を守る：フィッシング、承認、アドレスポイズニング',
        '実際のウォレットを空にする詐欺の手口と、署名する前にそれを防ぐためのチェックポイント。',
      ],
      ko_KR: [
        '온체인에서 안전하게: 피싱, 토큰 승인, 주소 포이즈닝',
        '실제 지갑을 털어 가는 사기 수법이 각각 어떻게 작동하는지, 그리고 서명하기 전에 이를 막는 확인 방법.',
      ],
      zh_CN: [
        '链上安全：钓鱼、授权与地址投毒',
        '那些掏空真实钱包的骗局是如何运作的，以及在签名之前就能拦住它们的检查方法。',
      ],
      zh_TW: [
        '鏈上安全：釣魚、授權與地址投毒',
        '那些掏空真實錢包的騙局如何運作，以及在簽名之前就能攔下它們的檢查方法。',
      ],
      tr_TR: [
        'Zincir üstünde güvende kalmak: oltalama, onaylar ve adres zehirleme',
        'Gerçek cüzdanları boşaltan dolandırıcılıklar, her birinin nasıl işlediği ve imzalamadan önce onları durduran kontroller.',
      ],
      ru_RU: [
        'Безопасность в блокчейне: фишинг, разрешения и отравление адресов',
        'Мошеннические схемы, которые опустошают настоящие кошельки, как работает каждая из них и какие проверки останавливают их до подписи.',
      ],
      uk_UA: [
        'Безпека в блокчейні: фішинг, дозволи й отруєння адрес',
        'Шахрайські схеми, що спустошують справжні гаманці, як працює кожна з них і які перевірки зупиняють їх до підпису.',
      ],
      fr_FR: [
        "Rester en sécurité sur la blockchain : hameçonnage, autorisations et empoisonnement d'adresse",
        'Les arnaques qui vident de vrais portefeuilles, le fonctionnement de chacune et les vérifications qui les arrêtent avant que vous ne signiez.',
      ],
      es_ES: [
        'Seguridad en la cadena: phishing, aprobaciones y envenenamiento de direcciones',
        'Las estafas que vacían monederos reales, cómo funciona cada una y las comprobaciones que las detienen antes de que firmes.',
      ],
      vi_VN: [
        'An toàn trên chuỗi: lừa đảo phishing, quyền phê duyệt và đầu độc địa chỉ',
        'Những chiêu lừa đảo rút sạch ví thật, cách từng chiêu hoạt động và các bước kiểm tra giúp chặn chúng trước khi bạn ký.',
      ],
      pt_PT: [
        'Segurança na blockchain: phishing, aprovações e envenenamento de endereços',
        'As burlas que esvaziam carteiras reais, como funciona cada uma e as verificações que as travam antes de assinar.',
      ],
    }),
  },
];
