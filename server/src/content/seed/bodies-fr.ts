import type { SeedBodies } from './types.ts';

/** fr_FR bodies (Markdown), translated from bodies-en.ts. */
export const bodiesFr: SeedBodies = {
  welcome: `Vela est une plateforme d'échange de cryptomonnaies complète qui fonctionne avec des fonds de démonstration. Les marchés sont réels au sens technique du terme : les ordres sont appariés par un moteur d'appariement, les prix bougent, les bougies se forment et le carnet d'ordres change de nombreuses fois par seconde. Seul l'argent est fictif.

## Vos fonds de démonstration

Chaque nouveau compte reçoit **10 000 USDT, 0,1 BTC et 1 ETH**. Ils sont inscrits dans le registre de votre compte comme n'importe quel dépôt, mais ils ne peuvent pas être retirés et n'ont aucune valeur en dehors de Vela. C'est ce qui fait de Vela un endroit sûr pour :

- apprendre comment fonctionnent un carnet d'ordres et un moteur d'appariement ;
- essayer des ordres à cours limité et au marché sans craindre une faute de frappe coûteuse ;
- tester un plan de trading avant de risquer de l'argent réel où que ce soit.

## Par où commencer

1. Créez un compte avec votre adresse e-mail ou votre numéro de téléphone.
2. Ouvrez les marchés depuis la page d'accueil et choisissez-en un : BTC/USDT est un bon premier choix.
3. Avant votre premier ordre, lisez la formation [Lire le carnet d'ordres](/fr_FR/events-courses/research).

## Ce que Vela n'est pas

Les prix sur Vela proviennent de traders simulés, pas d'autres plateformes d'échange. Ils se comportent comme un vrai marché, mais ce ne sont les cours d'aucun actif réel, et rien de ce que vous faites ici ne constitue un conseil en investissement.`,

  'ten-markets': `Dix marchés au comptant sont ouverts au trading de démonstration. Ils sont tous cotés en USDT : chaque prix correspond donc au nombre d'USDT que coûte une unité de la cryptomonnaie.

- **BTC/USDT** : le bitcoin, la première et la plus grande des cryptomonnaies.
- **ETH/USDT** : l'ether, la monnaie du réseau de contrats intelligents Ethereum.
- **SOL/USDT** : Solana, un réseau rapide aux frais réduits.
- **BNB/USDT** : le BNB, la monnaie de BNB Chain.
- **XRP/USDT** : le XRP, la monnaie du XRP Ledger, conçu pour les paiements.
- **DOGE/USDT** : le dogecoin, né comme une blague et devenu l'une des cryptomonnaies les plus échangées.
- **TON/USDT** : le toncoin, la monnaie de The Open Network.
- **ADA/USDT** : la monnaie de Cardano.
- **TRX/USDT** : la monnaie de TRON, un réseau très utilisé pour les transferts de jetons stables.
- **LINK/USDT** : Chainlink, qui apporte des données externes aux contrats intelligents.

## Ce que vous trouvez sur chaque marché

- un prix en direct avec la variation, le plus haut, le plus bas et le volume sur 24 heures, sur la page d'accueil ;
- un carnet d'ordres de 20 niveaux de prix de chaque côté, mis à jour de nombreuses fois par seconde ;
- les dernières transactions, et des bougies d'une minute à un jour, avec une semaine d'historique.

Chaque marché a un **montant minimum d'ordre de 5 USDT**, ainsi que ses propres pas de prix et de quantité. La prochaine annonce explique ces règles marché par marché.`,

  'market-rules': `Chaque marché de Vela obéit à trois règles. Le formulaire d'ordre les vérifie pour vous, mais les connaître vous évite des messages d'erreur déroutants.

## Taille du tick : le pas de prix

Un prix doit être un nombre entier de ticks. Sur BTC/USDT, le tick vaut 0,01 USDT : 95 000,01 est donc un prix valide, mais pas 95 000,005. Quand vous voulez une vue moins détaillée, le carnet regroupe les prix par multiples du tick (1, 10, 100 ou 1 000 ticks).

## Taille du lot : le pas de quantité

Une quantité doit être un nombre entier de lots. Sur DOGE/USDT, le lot vaut 1 : vous achetez donc 250 DOGE, jamais 250,5.

## Montant minimum d'ordre

Le prix multiplié par la quantité doit atteindre **au moins 5 USDT** sur chaque marché. De tout petits ordres encombreraient le carnet sans rien apprendre à personne.

| Marché | Tick (USDT) | Lot |
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

Lorsque vous utilisez les boutons 25 %, 50 %, 75 % ou 100 %, la quantité est arrondie **à l'inférieur** au lot près, pour que l'ordre ne demande jamais plus que ce que vous détenez.`,

  'listing-spotlight': `Trois des dix marchés de Vela méritent qu'on s'y attarde, car ils ne se comportent pas comme BTC et ETH.

## TON/USDT

Le toncoin sert à payer les transactions sur The Open Network, une blockchain étroitement liée à la messagerie Telegram. Les prix évoluent par pas de 0,001 USDT et les quantités par pas de 0,01 TON.

## TRX/USDT

Le TRX est la monnaie de TRON, un réseau qui achemine une grande part des transferts d'USDT dans le monde, car ses frais sont faibles. Un TRX coûte une fraction de dollar : les prix évoluent donc par pas de 0,00001 USDT et les quantités sont des unités entières. Avec 5 USDT, on achète plusieurs dizaines de TRX.

## LINK/USDT

Chainlink exploite des « oracles », des services qui alimentent les contrats intelligents en prix et en autres données externes. Les prix évoluent par pas de 0,001 USDT et les quantités par pas de 0,01 LINK.

## Ce qu'il faut surveiller avec les cryptos plus petites

- **Des mouvements plus amples.** Les petits marchés bougent souvent de plusieurs pour cent en une heure. Dimensionnez vos ordres en conséquence, et non pour le rythme plus calme du BTC.
- **Des carnets plus minces.** Regardez la profondeur avant un gros ordre au marché : il peut être exécuté sur plusieurs niveaux de prix.
- **Des nombres entiers.** Avec un lot de 1 TRX, vérifiez la quantité arrondie par le formulaire avant de confirmer.`,

  'twelve-languages': `Vela est disponible en anglais, japonais, coréen, chinois simplifié et traditionnel, turc, russe, ukrainien, français, espagnol, vietnamien et portugais.

## Changer de langue

Ouvrez le menu des langues dans l'en-tête et choisissez une langue. Vous restez sur la même page, avec les mêmes filtres et le même numéro de page. Votre choix est mémorisé dans ce navigateur pendant un an et, si vous êtes connecté, enregistré dans votre compte.

## Dates et heures

Les heures s'affichent au format AAAA/MM/JJ HH:mm:ss, dans le fuseau horaire de votre langue : Tokyo pour le japonais, Séoul pour le coréen, Shanghai pour le chinois simplifié, Taipei pour le chinois traditionnel, New York pour l'anglais, et UTC pour les autres langues.

## Les prix dans votre devise

Les marchés sont toujours cotés en USDT, mais vous pouvez choisir une devise de référence, comme l'USD, l'EUR ou le JPY, pour les valorisations. Modifiez-la dans votre compte.

## Quand un texte n'est pas encore traduit

Les annonces et les formations sont d'abord rédigées en anglais. Si un texte n'a pas encore de traduction dans votre langue, Vela affiche la version anglaise, accompagnée d'une note qui le signale.`,

  'account-security': `Vela ne détient que des fonds de démonstration, mais les réflexes que vous prenez ici sont ceux qui protègent l'argent réel ailleurs.

## Comment Vela protège votre compte

- **Les codes d'inscription** comportent 6 chiffres aléatoires, ne servent qu'une fois, expirent au bout de 10 minutes et cessent de fonctionner après 5 essais erronés.
- **Les mots de passe** ne sont stockés que sous forme d'empreinte scrypt salée : personne chez Vela ne peut lire le vôtre.
- **Les sessions** durent 30 jours à partir de la connexion et prennent fin lorsque vous vous déconnectez. Le cookie de session ne peut pas être lu par les scripts de la page.
- **Après 5 échecs de connexion** sur un même compte, les tentatives suivantes sont refusées pendant 15 minutes au maximum.

## Cinq réflexes

1. **Utilisez un mot de passe que vous n'utilisez nulle part ailleurs**, d'au moins 8 caractères, avec des lettres et des chiffres ; un gestionnaire de mots de passe vous facilite la tâche.
2. **Ne communiquez jamais un code.** Le personnel de Vela ne vous en demandera jamais, ni par e-mail, ni par chat, ni par téléphone.
3. **Vérifiez la barre d'adresse** avant de saisir un mot de passe : les sites d'hameçonnage copient parfaitement les logos, mais pas le nom de domaine.
4. **Déconnectez-vous sur les ordinateurs partagés** : la session prend fin immédiatement.
5. **Méfiez-vous de l'urgence.** « Votre compte sera fermé dans une heure » : c'est ainsi que commencent la plupart des arnaques.`,

  'first-orders-week': `L'exercice de cette semaine prend environ quinze minutes et n'utilise que des fonds de démonstration. Faites-le une fois, et le formulaire d'ordre ne vous surprendra plus jamais.

## Avant de commencer

Connectez-vous et vérifiez vos soldes : un nouveau compte dispose de 10 000 USDT, 0,1 BTC et 1 ETH. Ouvrez le marché ETH/USDT.

## Les sept étapes

1. **Lisez le carnet.** Notez la meilleure offre d'achat, la meilleure offre de vente et l'écart entre les deux.
2. **Achetez avec un ordre au marché.** Achetez de l'ETH pour environ 50 USDT. Un ordre au marché est exécuté immédiatement contre les meilleures offres de vente.
3. **Vérifiez votre transaction** dans la liste des transactions, ainsi que votre nouveau solde d'ETH. Comparez le prix obtenu avec la meilleure offre de vente que vous aviez notée.
4. **Placez un ordre d'achat à cours limité sous le marché**, environ 2 % en dessous de la meilleure offre d'achat, pour 20 USDT. Il n'est pas exécuté : il attend dans le carnet.
5. **Retrouvez votre ordre** parmi les ordres ouverts. Les USDT qu'il mobilise sont désormais bloqués, pas dépensés.
6. **Annulez-le.** Les USDT bloqués sont de nouveau disponibles.
7. **Placez un ordre de vente à cours limité au-dessus du marché** pour une partie de l'ETH que vous avez acheté, et observez si le prix l'atteint.

## Ce que vous avez appris

Un ordre au marché achète la certitude d'être exécuté et paie l'écart. Un ordre à cours limité achète la certitude du prix et risque de ne jamais être exécuté.`,

  'learning-path': `Six formations, un ordre de lecture, et un plan à la fin. Consacrez une journée à chaque étape et testez chaque idée avec des fonds de démonstration avant de passer à la suite.

## Parcours Analyse

1. **Lire le carnet d'ordres.** Ce que vous apprennent les offres d'achat, les offres de vente, l'écart et la profondeur.
2. **Chandeliers et unités de temps.** Comment lire une bougie, et pourquoi les graphiques à une minute sont bruités.
3. **Ordres, frais et risque.** Choisir un type d'ordre et dimensionner une position.

## Parcours Web3

4. **Portefeuilles.** La garde, les clés, et ce qu'est vraiment votre solde Vela.
5. **Blockchains, cryptomonnaies et jetons.** Ce que vous tradez réellement.
6. **Rester en sécurité sur la blockchain.** Les arnaques à savoir reconnaître avant même de détenir de vraies cryptomonnaies.

## Votre plan de trading

Une fois les six formations lues, notez sur une seule page :

- les marchés que vous tradez, et pourquoi ;
- le signal qui vous fait entrer, et celui qui vous fait sortir ;
- la perte maximale que vous accepterez sur une transaction, en pourcentage de votre solde ;
- ce que vous ferez après trois transactions perdantes d'affilée.

Ensuite, appliquez ce plan avec des fonds de démonstration pendant deux semaines, et ne le modifiez qu'entre deux semaines, jamais pendant une transaction.`,

  'maintenance-restarts': `De temps à autre, Vela redémarre pour installer des mises à jour. Un redémarrage ne prend que quelques secondes, et il est conçu pour que vous ne perdiez rien.

## Ce qui se passe pendant un redémarrage

- Le serveur cesse d'accepter de nouvelles connexions et termine les requêtes déjà en cours.
- Le moteur d'appariement enregistre ses dernières transactions et bougies avant de s'arrêter.
- Vos soldes et votre registre sont conservés dans la base de données et restent intacts.

## Ce que vous voyez

Le voyant de connexion, à côté des prix en direct, indique l'état de votre flux en direct :

- **En direct** : les prix arrivent en temps réel.
- **Reconnexion** : la connexion a été interrompue et la page réessaie d'elle-même. Gardez la page ouverte.
- **Hors ligne** : votre appareil n'a pas de connexion réseau.

Après un redémarrage, la page se reconnecte d'elle-même, récupère un nouvel instantané du carnet d'ordres et reprend son cours. Inutile de recharger.

## Les ordres pendant la maintenance

Pendant la reconnexion du flux, attendez que le voyant affiche de nouveau **En direct** avant d'agir sur un prix que vous voyez.`,

  'history-backfill': `Les graphiques de Vela n'ont pas de trous, même lorsque le moteur de marché a été arrêté pendant un certain temps.

## Comment ça marche

Chaque bougie de Vela est construite à partir de barres d'une minute, que le moteur enregistre au fil des transactions. Les bougies plus longues (5 minutes, 15 minutes, 1 heure, 4 heures, 1 jour) sont obtenues en agrégeant ces barres d'une minute au moment où vous les demandez.

Quand le moteur redémarre après une pause, il recherche la dernière minute enregistrée de chaque marché. Pour chaque minute manquante depuis, il trace une barre à partir de la même trajectoire de prix simulée que celle qui anime le marché en direct, si bien que le graphique rejoint en douceur le prix actuel.

## Les limites

- **Une semaine au maximum** est comblée. Après une pause plus longue, le graphique reprend une semaine en arrière.
- **Les minutes comblées sont simulées**, comme tout sur Vela, et ne contiennent aucune transaction à laquelle vous auriez pu participer.
- **La liste des transactions n'est pas complétée** : elle affiche les transactions réelles les plus récentes du moteur, jusqu'aux 1 000 dernières par marché.

Un nouveau marché reçoit une semaine d'historique en barres d'une minute à son premier démarrage, pour que ses graphiques soient utiles dès le premier jour.`,

  'live-engine': `Chaque prix sur Vela sort d'un moteur d'appariement, le même type de programme que celui qui fait tourner une vraie plateforme d'échange.

## D'abord le prix, puis l'ordre d'arrivée

Chaque marché possède un carnet d'ordres : les ordres d'achat (bids), classés du prix le plus élevé au plus bas, et les ordres de vente (asks), du plus bas au plus élevé. Un nouvel ordre est apparié avec le côté opposé, en commençant par les meilleurs prix. À prix égal, l'ordre arrivé le premier est exécuté le premier.

## Qui trade

Sur chaque marché, un teneur de marché simulé maintient 20 niveaux de prix de chaque côté du carnet et renouvelle ses cotations environ toutes les secondes. Des traders simulés envoient des ordres au marché jour et nuit. Vos ordres rencontrent les uns comme les autres.

## Ce que cela signifie à l'écran

- **Le dernier prix** est le prix de la transaction la plus récente.
- **Le carnet d'ordres** est le propre carnet du moteur, mis à jour de nombreuses fois par seconde.
- **Les transactions** sont les exécutions du moteur, de la plus récente à la plus ancienne.
- **Les bougies** sont construites à partir de ces mêmes transactions.

Comme tout cela provient d'un seul et même moteur, tout concorde toujours : une transaction de la liste figure dans la bougie et a fait bouger le carnet.`,

  'themes-notifications': `Deux petits changements rendent Vela plus agréable à utiliser.

## Thèmes clair et sombre

Utilisez le sélecteur de thème dans l'en-tête pour passer du clair au sombre. Votre choix est conservé dans un cookie : la page suivante se charge donc directement dans le bon thème, sans clignotement. Les couleurs des prix en hausse et en baisse restent faciles à distinguer dans les deux thèmes.

## Notifications d'annonces

Quand Vela publie une annonce, chaque compte reçoit une notification. La cloche de l'en-tête indique combien de notifications vous n'avez pas encore lues ; ouvrez-la pour les lire et les marquer comme lues.

Les notifications vous parviennent sur tous les appareils où vous êtes connecté, et le nombre de notifications non lues est le même sur chacun d'eux.`,

  'order-book-basics': `Le carnet d'ordres est la liste de tous les ordres en attente d'exécution sur un marché. Apprendre à le lire prend une minute, et il vous en dit plus que n'importe quel graphique.

## Offres d'achat et offres de vente

Le carnet a deux côtés :

- **Les offres d'achat** (bids) sont les ordres d'achat, classés du prix le plus élevé au plus bas. La première est la **meilleure offre d'achat** : le maximum que quelqu'un est prêt à payer en ce moment.
- **Les offres de vente** (asks) sont les ordres de vente, classés du prix le plus bas au plus élevé. La première est la **meilleure offre de vente** : le minimum auquel quelqu'un accepte de vendre en ce moment.

Chaque ligne affiche un prix et la quantité totale en attente à ce prix.

## L'écart

La différence entre la meilleure offre de vente et la meilleure offre d'achat est l'**écart** (spread). Si la meilleure offre d'achat sur BTC/USDT est à 94 999,50 et la meilleure offre de vente à 95 000,10, l'écart est de 0,60 USDT. Un achat au marché paie le prix de l'offre de vente et une vente au marché reçoit celui de l'offre d'achat : l'écart est donc un coût que vous payez chaque fois que vous exigez une exécution immédiate.

## La profondeur

Additionnez les quantités niveau par niveau et vous obtenez la **profondeur** : ce que vous pouvez acheter ou vendre avant que le prix ne tourne en votre défaveur. Un carnet profond absorbe les gros ordres ; un carnet mince fait glisser le prix.

## Le regroupement

Sur un marché animé, les lignes sont très rapprochées. Regroupez le carnet par 10, 100 ou 1 000 ticks pour voir où se trouvent les plus grosses quantités.

## Avant de passer un ordre

1. Regardez l'écart : un écart large plaide pour un ordre à cours limité.
2. Comparez votre quantité avec la profondeur près du meilleur prix.
3. Souvenez-vous que le carnet change en permanence : ce que vous voyez est un instantané, rafraîchi de nombreuses fois par seconde.

## Essayez

Ouvrez BTC/USDT, notez la meilleure offre d'achat, la meilleure offre de vente et l'écart, puis revenez une minute plus tard et comparez.`,

  candlesticks: `Un graphique en chandeliers condense des milliers de transactions en une forme qui se lit d'un coup d'œil.

## Une bougie

Chaque bougie couvre une période, par exemple une heure, et affiche quatre prix :

- **Ouverture** : la première transaction de la période.
- **Plus haut** et **plus bas** : les extrêmes, représentés par de fines mèches.
- **Clôture** : la dernière transaction de la période.

Le corps épais va de l'ouverture à la clôture. Quand la clôture est au-dessus de l'ouverture, la bougie est haussière (verte sur Vela) ; quand elle est en dessous, elle est baissière (rouge).

## Unités de temps

Vela propose des bougies de 1 minute, 5 minutes, 15 minutes, 1 heure, 4 heures et 1 jour. Seules les barres d'une minute sont enregistrées ; les autres sont construites à partir d'elles. L'ouverture d'une bougie d'une heure est l'ouverture de sa première minute, sa clôture est la clôture de sa dernière minute, et ses plus haut et plus bas sont les extrêmes des soixante minutes.

Les unités de temps courtes sont bruitées : un seul gros ordre peut dessiner une longue mèche. Les plus longues montrent la tendance, mais réagissent plus tard. Une habitude courante consiste à regarder une unité de temps longue pour la direction et une courte pour le moment d'agir.

## Le volume

Le volume est la quantité échangée pendant la bougie. Un mouvement sur un volume élevé signifie que de nombreux traders l'ont suivi ; le même mouvement sur un faible volume s'inverse plus facilement.

## Lire quelques bougies

- Une longue mèche basse : les vendeurs ont poussé le prix vers le bas, les acheteurs l'ont fait remonter.
- Plusieurs petits corps d'affilée : le marché hésite.
- Un grand corps qui clôture près de son plus haut : les acheteurs ont gardé la main jusqu'au bout.

Aucune figure ne prédit la bougie suivante. Servez-vous-en pour décrire ce qui s'est passé, et laissez votre plan décider de ce qu'il faut faire.`,

  'orders-fees-risk': `Chaque transaction répond à trois questions : comment entrer, ce que cela coûte, et combien vous pouvez vous permettre de perdre.

## Cours limité ou au marché

- Un **ordre au marché** est exécuté immédiatement contre les meilleurs prix du carnet. Vous savez qu'il sera exécuté, mais pas à quel prix exact.
- Un **ordre à cours limité** fixe le pire prix que vous acceptez. Si le carnet ne peut pas l'exécuter à ce prix, il attend que quelqu'un d'autre le puisse, ou que vous l'annuliez.

## Maker et taker

Un ordre exécuté contre un ordre qui attendait déjà est **taker** : il prend de la liquidité. Un ordre qui attend dans le carnet et est exécuté plus tard est **maker** : il a apporté de la liquidité. Les plateformes d'échange facturent généralement davantage les takers. Le formulaire d'ordre de Vela affiche le taux de frais applicable et une estimation des frais avant que vous ne confirmiez. Pour un achat, les frais sont payés en USDT en plus du total ; pour une vente, ils sont prélevés sur les USDT qu'elle rapporte.

## Le glissement

Un gros ordre au marché consomme plusieurs niveaux de prix. Son prix moyen est moins bon que le meilleur prix que vous avez vu : cette différence est le **glissement** (slippage). Vérifiez d'abord la profondeur, fractionnez les gros ordres ou utilisez un ordre à cours limité.

## La taille de position

Décidez du montant maximal que vous acceptez de perdre sur une transaction (beaucoup de traders retiennent 1 % de leur solde), puis faites le calcul à rebours :

1. Solde de 10 000 USDT, risque de 1 % : 100 USDT au maximum.
2. Vous sortirez si le prix baisse de 4 % par rapport à votre point d'entrée.
3. Taille de la position : 100 / 0,04 = 2 500 USDT.

Avec cette règle, dix transactions perdantes d'affilée coûtent environ un dixième du solde, et non sa totalité.

## Les coûts s'additionnent

Un aller-retour paie deux fois des frais, et généralement l'écart. Sur un petit objectif, ces coûts peuvent absorber l'essentiel du gain : comptez-les avant d'entrer, pas après.`,

  wallets: `En crypto, le mot « portefeuille » désigne deux choses différentes, et il importe de savoir laquelle vous utilisez.

## Les comptes sur une plateforme d'échange

Sur une plateforme d'échange, c'est la plateforme qui détient les cryptomonnaies et qui tient le registre de ce qui vous appartient. Vous vous connectez avec un mot de passe ; si vous l'oubliez, la plateforme peut vous aider à retrouver l'accès. Vous comptez sur elle pour rester solvable et sûre. C'est la **garde** par un tiers.

## Les portefeuilles en auto-garde

Un portefeuille en auto-garde est un logiciel ou un petit appareil qui conserve vos **clés privées**. Celui qui détient les clés peut déplacer les cryptomonnaies ; personne d'autre ne le peut, et personne ne peut annuler un transfert.

La plupart des portefeuilles dérivent les clés d'une **phrase de récupération** de 12 ou 24 mots. La phrase de récupération *est* le portefeuille : quiconque la lit peut le vider, depuis n'importe où dans le monde.

- Écrivez-la sur papier, conservez-la hors ligne et ne la saisissez jamais sur un site web.
- Aucune équipe d'assistance, aucune plateforme d'échange ni aucune mise à jour d'application n'a jamais besoin de votre phrase de récupération.
- Si vous la perdez, un appareil en panne signifie des cryptomonnaies perdues.

## Votre solde Vela

Vela fonctionne comme un compte sur une plateforme d'échange, avec des fonds de démonstration. Chaque solde comporte une partie **disponible**, libre pour trader, et une partie **bloquée** par vos ordres ouverts. Chaque mouvement est inscrit dans un registre, de sorte que votre solde peut toujours être reconstitué à partir de son historique.

Le **total des actifs** additionne tous vos soldes en USDT aux prix actuels du marché. Les cryptomonnaies qui n'ont pas de marché sur Vela ne sont pas comptées. Vous pouvez afficher les valorisations dans une autre devise depuis les paramètres de votre compte.

## Lequel utiliser

Les plateformes d'échange sont pratiques pour trader ; l'auto-garde est plus sûre pour conserver sur le long terme, à condition de savoir protéger la phrase de récupération. Beaucoup de gens utilisent les deux, et ne laissent sur une plateforme d'échange que ce qu'ils tradent activement.`,

  'blockchains-tokens': `Les dix cryptomonnaies de Vela ne sont pas toutes de même nature. Savoir qui est quoi aide à comprendre ce qui fait bouger leurs prix.

## Les blockchains et leurs monnaies

Une blockchain est un registre partagé de transferts que de nombreux ordinateurs maintiennent en accord. Chacune possède une **monnaie native** qui sert à payer son utilisation :

- **BTC** sur Bitcoin, conçu pour être une monnaie numérique rare.
- **ETH** sur Ethereum, qui exécute aussi des contrats intelligents : des programmes qui détiennent et déplacent des cryptomonnaies selon des règles.
- **SOL**, **TON**, **ADA**, **TRX**, **BNB** et **XRP** sur leurs propres réseaux, qui arbitrent chacun à leur façon entre vitesse, coût et décentralisation.

## Les jetons

Un **jeton** est un actif créé par un contrat intelligent sur une blockchain existante, et non un réseau à part entière. **LINK** a commencé comme jeton sur Ethereum. **USDT** est émis sous forme de jeton sur de nombreux réseaux, dont Ethereum et TRON.

## Les jetons stables

L'USDT est un **jeton stable** (stablecoin) : son émetteur s'efforce de maintenir la valeur d'un USDT à un dollar américain en détenant des réserves. C'est pourquoi les plateformes d'échange l'utilisent pour coter les prix. Un jeton stable ne vaut que ce que valent les réserves de son émetteur, et l'USDT a déjà brièvement perdu sa parité par le passé.

## Pourquoi la devise de cotation compte

Chaque marché de Vela est coté en USDT. Quand BTC/USDT monte, un BTC vaut plus d'USDT. Votre total des actifs est calculé en USDT, puis converti dans la devise de référence que vous avez choisie.

## Même nom, réseau différent

Sur les vraies plateformes d'échange, un même jeton peut exister sur plusieurs réseaux. Envoyer des USDT sur le mauvais réseau est l'une des erreurs les plus courantes et les plus coûteuses. Vérifiez toujours le réseau, en plus de l'adresse.`,

  'onchain-safety': `Sur une blockchain, une transaction signée est définitive. Voici les arnaques qui vident de vrais portefeuilles, et les réflexes qui les déjouent.

## Les sites d'hameçonnage

Une copie du site d'un portefeuille ou d'une plateforme d'échange connus vous demande de « vérifier » votre portefeuille ou de saisir votre phrase de récupération. Parades :

- Tapez vous-même les adresses ou utilisez vos propres favoris ; ne suivez pas les liens reçus dans des messages ou dans des annonces de moteurs de recherche.
- Un vrai service ne demande jamais votre phrase de récupération. Quiconque la demande est un voleur.

## Les autorisations malveillantes

De nombreux jetons permettent à un contrat intelligent de les dépenser en votre nom une fois que vous avez signé une **autorisation**. Un site frauduleux demande une autorisation illimitée, puis vide le jeton plus tard, même après que vous avez fermé la page. Parades :

- Lisez ce que vous signez. « Approve » ou « set approval for all » cède des droits de dépense.
- N'autorisez que le montant nécessaire, et révoquez les anciennes autorisations avec un outil de révocation de confiance.

## L'empoisonnement d'adresse

Des attaquants vous envoient un transfert minuscule depuis une adresse qui commence et se termine comme l'une de celles que vous utilisez, en espérant que vous la copierez depuis votre historique la prochaine fois. Parades :

- Ne copiez jamais une adresse depuis votre historique de transactions.
- Comparez l'adresse entière, pas seulement ses premiers et derniers caractères, et envoyez d'abord un petit montant de test.

## Le faux support

Les « agents du support » qui vous contactent les premiers, dans des discussions ou des commentaires, sont des escrocs. Le vrai support ne vous écrit pas le premier et n'a jamais besoin d'un code, d'un mot de passe ou d'une phrase de récupération.

## Une liste de contrôle avant de signer

1. Ai-je ouvert ce site moi-même ?
2. Est-ce que je comprends ce que cette transaction autorise ?
3. L'adresse est-elle correcte du début à la fin ?
4. Quelqu'un me presse-t-il ?

Si l'une des réponses est non, arrêtez-vous. Sur Vela, vous pouvez vous entraîner à trader sans aucun de ces risques, car rien n'y est jamais signé sur une blockchain.`,
};
