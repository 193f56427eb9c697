import type { SeedBodies } from './types.ts';

/** pt_PT bodies (Markdown), translated from bodies-en.ts. */
export const bodiesPt: SeedBodies = {
  welcome: `A Vela é uma bolsa de criptomoedas completa que funciona com fundos de demonstração. Os mercados são reais em todos os sentidos técnicos: as ordens são emparelhadas por um motor de correspondência, os preços mexem-se, as velas formam-se e o livro de ordens muda muitas vezes por segundo. Só o dinheiro é a fingir.

## Os seus fundos de demonstração

Cada nova conta recebe **10 000 USDT, 0,1 BTC e 1 ETH**. Ficam inscritos no registo de movimentos da sua conta como qualquer depósito, mas não podem ser levantados e não têm qualquer valor fora da Vela. É isso que faz da Vela um lugar seguro para:

- aprender como funcionam um livro de ordens e um motor de correspondência;
- experimentar ordens limitadas e ao mercado sem medo de uma gralha dispendiosa;
- testar um plano de negociação antes de arriscar dinheiro real em qualquer lado.

## Por onde começar

1. Crie uma conta com o seu endereço de e-mail ou número de telemóvel.
2. Abra os mercados na página inicial e escolha um: BTC/USDT é uma boa primeira escolha.
3. Antes da sua primeira ordem, leia [Como ler o livro de ordens](/pt_PT/events-courses/research).

## O que a Vela não é

Os preços na Vela vêm de traders simulados, não de outras bolsas. Comportam-se como um mercado real, mas não são a cotação de nenhum ativo real, e nada do que faz aqui constitui aconselhamento de investimento.`,

  'ten-markets': `Estão abertos dez mercados à vista para negociação de demonstração. Todos são cotados em USDT, por isso cada preço é o número de USDT que custa uma moeda.

- **BTC/USDT**: bitcoin, a primeira e a maior criptomoeda.
- **ETH/USDT**: ether, a moeda da rede de contratos inteligentes Ethereum.
- **SOL/USDT**: Solana, uma rede rápida com comissões baixas.
- **BNB/USDT**: BNB, a moeda da BNB Chain.
- **XRP/USDT**: XRP, a moeda do XRP Ledger, criado para pagamentos.
- **DOGE/USDT**: dogecoin, que começou como uma piada e se tornou uma das moedas mais negociadas.
- **TON/USDT**: toncoin, a moeda da The Open Network.
- **ADA/USDT**: a moeda da Cardano.
- **TRX/USDT**: a moeda da TRON, uma rede muito usada para transferências de stablecoins.
- **LINK/USDT**: Chainlink, que leva dados externos aos contratos inteligentes.

## O que tem em cada mercado

- um preço em tempo real com a variação, o máximo, o mínimo e o volume de 24 horas na página inicial;
- um livro de ordens com 20 níveis de preço de cada lado, atualizado muitas vezes por segundo;
- os negócios mais recentes e velas de um minuto a um dia, com uma semana de histórico.

Todos os mercados têm um **valor mínimo de ordem de 5 USDT** e os seus próprios passos de preço e de quantidade. O próximo anúncio explica essas regras mercado a mercado.`,

  'market-rules': `Cada mercado da Vela tem três regras. O formulário de ordens verifica-as por si, mas conhecê-las poupa-lhe mensagens de erro desconcertantes.

## Variação mínima de preço (tick): o passo do preço

Um preço tem de ser um número inteiro de ticks. Em BTC/USDT, o tick é de 0,01 USDT, por isso 95 000,01 é um preço válido e 95 000,005 não é. Quando quiser uma vista menos detalhada, o livro agrupa os preços por múltiplos do tick (1, 10, 100 ou 1000 ticks).

## Lote: o passo da quantidade

Uma quantidade tem de ser um número inteiro de lotes. Em DOGE/USDT, o lote é 1, por isso compra 250 DOGE, nunca 250,5.

## Valor mínimo da ordem

O preço multiplicado pela quantidade tem de ser de **pelo menos 5 USDT** em todos os mercados. Ordens minúsculas atulhariam o livro sem dizer nada a ninguém.

| Mercado | Tick (USDT) | Lote |
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

Quando usa os botões de 25%, 50%, 75% ou 100%, a quantidade é arredondada **para baixo** ao lote, para que a ordem nunca peça mais do que aquilo que tem.`,

  'listing-spotlight': `Três dos dez mercados da Vela merecem um olhar mais atento, porque se comportam de forma diferente do BTC e do ETH.

## TON/USDT

A moeda Toncoin paga as transações na The Open Network, uma blockchain estreitamente ligada à aplicação de mensagens Telegram. Os preços avançam em passos de 0,001 USDT e as quantidades em passos de 0,01 TON.

## TRX/USDT

O TRX é a moeda da TRON, uma rede que movimenta uma grande parte das transferências de USDT do mundo porque as suas comissões são baixas. Um TRX custa uma fração de dólar, por isso os preços avançam em passos de 0,00001 USDT e as quantidades são moedas inteiras: com 5 USDT compra várias dezenas de TRX.

## LINK/USDT

A Chainlink gere «oráculos», serviços que fornecem preços e outros dados externos aos contratos inteligentes. Os preços avançam em passos de 0,001 USDT e as quantidades em passos de 0,01 LINK.

## O que vigiar nas moedas mais pequenas

- **Movimentos maiores.** Os mercados mais pequenos movem-se muitas vezes vários pontos percentuais numa hora. Dimensione as suas ordens para isso, e não para o ritmo mais calmo do BTC.
- **Livros mais finos.** Veja a profundidade antes de uma ordem ao mercado grande: pode ser executada em vários níveis de preço.
- **Números inteiros.** Com um lote de 1 TRX, verifique para que quantidade o formulário arredonda antes de confirmar.`,

  'twelve-languages': `A Vela está disponível em inglês, japonês, coreano, chinês simplificado e tradicional, turco, russo, ucraniano, francês, espanhol, vietnamita e português.

## Mudar de idioma

Abra o menu de idiomas no cabeçalho e escolha um idioma. Fica na mesma página, com os mesmos filtros e o mesmo número de página. A sua escolha fica memorizada neste navegador durante um ano e, se tiver sessão iniciada, é guardada na sua conta.

## Datas e horas

As horas são apresentadas no formato AAAA/MM/DD HH:mm:ss, no fuso horário do seu idioma: Tóquio para o japonês, Seul para o coreano, Xangai para o chinês simplificado, Taipé para o chinês tradicional, Nova Iorque para o inglês e UTC para os restantes idiomas.

## Preços na sua moeda

Os mercados são sempre cotados em USDT, mas pode escolher uma moeda de referência, como USD, EUR ou JPY, para as avaliações. Altere-a na sua conta.

## Quando um texto ainda não está traduzido

Os anúncios e os cursos são escritos primeiro em inglês. Se um texto ainda não tiver tradução no seu idioma, a Vela mostra a versão em inglês com uma nota a indicá-lo.`,

  'account-security': `A Vela só tem fundos de demonstração, mas os hábitos que pratica aqui são os mesmos que protegem dinheiro real noutros sítios.

## Como a Vela protege a sua conta

- **Os códigos de registo** têm 6 dígitos aleatórios, só funcionam uma vez, expiram ao fim de 10 minutos e deixam de funcionar após 5 tentativas erradas.
- **As palavras-passe** só são guardadas como um hash scrypt com sal: ninguém na Vela consegue ler a sua.
- **As sessões** duram 30 dias a partir do início de sessão e acabam quando termina sessão. O cookie de sessão não pode ser lido pelos scripts da página.
- **Após 5 inícios de sessão falhados** numa conta, as tentativas seguintes são recusadas durante um máximo de 15 minutos.

## Cinco hábitos

1. **Use uma palavra-passe que não use em mais lado nenhum**, com pelo menos 8 caracteres, letras e algarismos; um gestor de palavras-passe facilita isto.
2. **Nunca partilhe um código.** A equipa da Vela nunca lho pedirá, nem por e-mail, nem por chat, nem por telefone.
3. **Verifique a barra de endereço** antes de escrever uma palavra-passe: os sites de phishing copiam os logótipos na perfeição, mas não o domínio.
4. **Termine sessão em computadores partilhados**, o que encerra a sessão de imediato.
5. **Desconfie da pressa.** «A sua conta será encerrada dentro de uma hora» é a forma como começa a maioria das burlas.`,

  'first-orders-week': `O exercício desta semana demora cerca de quinze minutos e usa apenas fundos de demonstração. Faça-o uma vez e o formulário de ordens nunca mais o vai surpreender.

## Antes de começar

Inicie sessão e verifique os seus saldos: uma conta nova tem 10 000 USDT, 0,1 BTC e 1 ETH. Abra o mercado ETH/USDT.

## Os sete passos

1. **Leia o livro.** Anote a melhor oferta de compra, a melhor oferta de venda e o spread entre elas.
2. **Compre com uma ordem ao mercado.** Compre ETH no valor de cerca de 50 USDT. Uma ordem ao mercado é executada de imediato contra as melhores ofertas de venda.
3. **Verifique o seu negócio** na lista de negócios e o seu novo saldo de ETH. Compare o preço que obteve com a melhor oferta de venda que anotou.
4. **Coloque uma compra limitada abaixo do mercado**, cerca de 2% abaixo da melhor oferta de compra, no valor de 20 USDT. Não é executada: fica à espera no livro.
5. **Encontre a sua ordem** entre as ordens abertas. Os USDT correspondentes estão agora retidos, não gastos.
6. **Cancele-a.** Os USDT retidos voltam a estar disponíveis.
7. **Coloque uma venda limitada acima do mercado** com parte do ETH que comprou e observe se o preço lá chega.

## O que aprendeu

Uma ordem ao mercado compra a certeza da execução e paga o spread. Uma ordem limitada compra a certeza do preço e pode nunca ser executada.`,

  'learning-path': `Seis cursos, uma sequência e um plano no fim. Dedique um dia a cada passo e experimente cada ideia com fundos de demonstração antes de avançar.

## Percurso de análise

1. **Como ler o livro de ordens.** O que lhe dizem as ofertas de compra e de venda, o spread e a profundidade.
2. **Velas japonesas e intervalos de tempo.** Como ler uma vela e porque é que os gráficos de um minuto têm tanto ruído.
3. **Ordens, comissões e risco.** Escolher um tipo de ordem e dimensionar uma posição.

## Percurso de Web3

4. **Carteiras.** Custódia, chaves e o que é realmente o seu saldo na Vela.
5. **Blockchains, moedas e tokens.** Aquilo que está realmente a negociar.
6. **Segurança na blockchain.** As burlas que deve saber reconhecer antes mesmo de ter moedas reais.

## O seu plano de negociação

Depois de ler os seis cursos, escreva numa única página:

- os mercados que negoceia e porquê;
- o sinal que o faz entrar e o que o faz sair;
- o máximo que vai perder num negócio, em percentagem do seu saldo;
- o que faz depois de três negócios perdedores seguidos.

Depois, siga o plano com fundos de demonstração durante duas semanas e altere-o apenas entre semanas, nunca a meio de um negócio.`,

  'maintenance-restarts': `De vez em quando, a Vela reinicia para instalar atualizações. Um reinício demora segundos e foi concebido para que não perca nada.

## O que acontece durante um reinício

- O servidor deixa de aceitar novas ligações e conclui os pedidos que já estão em curso.
- O motor de correspondência guarda os seus últimos negócios e velas antes de parar.
- Os seus saldos e o registo de movimentos estão na base de dados e ficam intactos.

## O que vê

O indicador de ligação junto aos preços em tempo real mostra o estado do seu fluxo de dados em direto:

- **Em direto**: os preços chegam em tempo real.
- **A restabelecer ligação**: a ligação caiu e a página está a tentar novamente por si própria. Mantenha a página aberta.
- **Sem ligação**: o seu dispositivo não tem ligação à rede.

Após um reinício, a página volta a ligar-se sozinha, obtém um novo instantâneo do livro de ordens e continua. Não precisa de recarregar.

## Ordens durante a manutenção

Enquanto o fluxo volta a ligar-se, espere até o indicador mostrar novamente **Em direto** antes de agir com base num preço que vê.`,

  'history-backfill': `Os gráficos da Vela não têm falhas, mesmo depois de o motor de mercado ter estado parado durante algum tempo.

## Como funciona

Cada vela da Vela é construída a partir de barras de um minuto, que o motor guarda à medida que os negócios acontecem. As velas mais longas (5 minutos, 15 minutos, 1 hora, 4 horas, 1 dia) são obtidas somando essas barras de um minuto quando as pede.

Quando o motor volta a arrancar após uma pausa, procura o último minuto guardado de cada mercado. Para cada minuto em falta desde então, desenha uma barra a partir da mesma trajetória de preços simulada que move o mercado em tempo real, para que o gráfico continue de forma suave até ao preço atual.

## Os limites

- É preenchida **no máximo uma semana**. Após uma pausa mais longa, o gráfico recomeça uma semana atrás.
- **Os minutos preenchidos são simulados**, como tudo na Vela, e não contêm negócios em que pudesse ter participado.
- **A lista de negócios não é preenchida**: mostra os negócios reais mais recentes do motor, até aos últimos 1000 por mercado.

Um mercado novo recebe uma semana de histórico de um minuto no seu primeiro arranque, para que os seus gráficos sejam úteis desde o primeiro dia.`,

  'live-engine': `Cada preço na Vela sai de um motor de correspondência, o mesmo tipo de programa que faz funcionar uma bolsa real.

## Primeiro o preço, depois a ordem de chegada

Cada mercado tem um livro de ordens: as ordens de compra (bids), ordenadas do preço mais alto para baixo, e as ordens de venda (asks), do mais baixo para cima. Uma nova ordem é emparelhada com o lado oposto, começando pelos melhores preços. Ao mesmo preço, a ordem que chegou primeiro é executada primeiro.

## Quem negoceia

Em cada mercado, um criador de mercado (market maker) simulado mantém 20 níveis de preço de cada lado do livro e atualiza as suas cotações mais ou menos a cada segundo. Traders simulados enviam ordens ao mercado a qualquer hora do dia e da noite. As suas ordens encontram-se com ambos.

## O que isso significa no ecrã

- **O último preço** é o preço do negócio mais recente.
- **O livro de ordens** é o próprio livro do motor, atualizado muitas vezes por segundo.
- **Os negócios** são execuções do motor, dos mais recentes para os mais antigos.
- **As velas** são construídas a partir desses mesmos negócios.

Como tudo isto vem de um único motor, os dados batem sempre certo: um negócio da lista está na vela e já moveu o livro.`,

  'themes-notifications': `Duas pequenas mudanças tornam a Vela mais confortável de usar.

## Temas claro e escuro

Use o seletor de tema no cabeçalho para alternar entre claro e escuro. A sua escolha é guardada num cookie, por isso a página seguinte já carrega com o tema certo, sem piscar. As cores dos preços em subida e em descida continuam fáceis de distinguir nos dois temas.

## Notificações de anúncios

Quando a Vela publica um anúncio, todas as contas recebem uma notificação. O sino no cabeçalho mostra quantas notificações ainda não leu; abra-o para as ler e marcar como lidas.

As notificações chegam-lhe em todos os dispositivos em que tem sessão iniciada, e o número de notificações por ler é o mesmo em todos eles.`,

  'order-book-basics': `O livro de ordens é a lista de todas as ordens à espera de execução num mercado. Aprender a lê-lo leva um minuto e diz-lhe mais do que qualquer gráfico.

## Ofertas de compra e de venda

O livro tem dois lados:

- **As ofertas de compra** (bids) são ordens de compra, ordenadas do preço mais alto para baixo. A primeira é a **melhor oferta de compra**: o máximo que alguém está disposto a pagar neste momento.
- **As ofertas de venda** (asks) são ordens de venda, ordenadas do preço mais baixo para cima. A primeira é a **melhor oferta de venda**: o mínimo pelo qual alguém está disposto a vender neste momento.

Cada linha mostra um preço e a quantidade total à espera a esse preço.

## O spread

A diferença entre a melhor oferta de venda e a melhor oferta de compra é o **spread**. Se a melhor oferta de compra em BTC/USDT for 94 999,50 e a melhor oferta de venda 95 000,10, o spread é de 0,60 USDT. Uma compra ao mercado paga o preço de venda e uma venda ao mercado recebe o preço de compra, por isso o spread é um custo que paga sempre que exige uma execução imediata.

## Profundidade

Some as quantidades nível a nível e obtém a **profundidade**: quanto pode comprar ou vender antes de o preço se mover contra si. Um livro profundo absorve ordens grandes; num livro fino, o preço escorrega.

## Agrupamento

Num mercado movimentado, as linhas ficam muito juntas. Agrupe o livro por 10, 100 ou 1000 ticks para ver onde estão as quantidades maiores.

## Antes de enviar uma ordem

1. Verifique o spread: um spread largo favorece uma ordem limitada.
2. Compare a sua quantidade com a profundidade perto do melhor preço.
3. Lembre-se de que o livro muda constantemente: o que vê é um instantâneo, atualizado muitas vezes por segundo.

## Experimente

Abra BTC/USDT, anote a melhor oferta de compra, a melhor oferta de venda e o spread, e volte um minuto depois para comparar.`,

  candlesticks: `Um gráfico de velas condensa milhares de negócios numa forma que se lê num relance.

## Uma vela

Cada vela cobre um período, por exemplo uma hora, e mostra quatro preços:

- **Abertura**: o primeiro negócio do período.
- **Máximo** e **mínimo**: os extremos, desenhados como pavios finos.
- **Fecho**: o último negócio do período.

O corpo grosso vai da abertura ao fecho. Quando o fecho está acima da abertura, a vela é de subida (verde na Vela); quando está abaixo, é de descida (vermelha).

## Intervalos de tempo

A Vela oferece velas de 1 minuto, 5 minutos, 15 minutos, 1 hora, 4 horas e 1 dia. Só as barras de um minuto são guardadas; as outras são construídas a partir delas. A abertura de uma vela de 1 hora é a abertura do seu primeiro minuto, o fecho é o fecho do seu último minuto, e o máximo e o mínimo são os extremos dos sessenta minutos.

Os intervalos curtos têm muito ruído: uma única ordem grande pode desenhar um pavio longo. Os mais longos mostram a tendência, mas reagem mais tarde. Um hábito comum é olhar para um intervalo longo para ver a direção e para um curto para escolher o momento.

## Volume

O volume é quanto se negociou durante a vela. Um movimento com volume elevado significa que muitos traders concordaram com ele; o mesmo movimento com pouco volume é mais fácil de inverter.

## Ler algumas velas

- Um pavio inferior longo: os vendedores empurraram o preço para baixo e os compradores fizeram-no voltar a subir.
- Vários corpos pequenos seguidos: o mercado está indeciso.
- Um corpo grande que fecha perto do seu máximo: os compradores estiveram no controlo até ao fim.

Nenhum padrão prevê a próxima vela. Use-os para descrever o que aconteceu e deixe o seu plano decidir o que fazer.`,

  'orders-fees-risk': `Cada negócio responde a três perguntas: como entrar, quanto custa e quanto pode permitir-se perder.

## Limitada ou ao mercado

- Uma **ordem ao mercado** é executada de imediato contra os melhores preços do livro. Sabe que vai ser executada, mas não a que preço exato.
- Uma **ordem limitada** indica o pior preço que aceita. Se o livro não a conseguir executar a esse preço, fica à espera até que alguém o possa fazer ou até que a cancele.

## Maker e taker

Uma ordem executada contra uma ordem que já estava à espera é **taker**: retira liquidez. Uma ordem que fica à espera no livro e é executada mais tarde é **maker**: criou a liquidez. As bolsas costumam cobrar mais aos takers. O formulário de ordens da Vela mostra a taxa de comissão aplicável e uma estimativa da comissão antes de confirmar. Numa compra, a comissão é paga em USDT além do total; numa venda, é descontada dos USDT que a venda gera.

## Slippage

Uma ordem ao mercado grande consome vários níveis de preço. O seu preço médio é pior do que o melhor preço que viu: essa diferença é o **slippage** (derrapagem). Verifique primeiro a profundidade, divida as ordens grandes ou use uma ordem limitada.

## Dimensão da posição

Decida o máximo que vai perder num negócio (muitos traders usam 1% do saldo) e faça as contas ao contrário:

1. Saldo de 10 000 USDT, risco de 1%: no máximo 100 USDT.
2. Sai se o preço cair 4% em relação à sua entrada.
3. Dimensão da posição: 100 / 0,04 = 2500 USDT.

Com esta regra, dez negócios perdedores seguidos custam cerca de um décimo do saldo, e não a totalidade.

## Os custos acumulam-se

Uma ida e volta paga duas comissões e, normalmente, o spread. Num objetivo pequeno, podem comer a maior parte do ganho, por isso conte-os antes de entrar, não depois.`,

  wallets: `«Carteira» significa duas coisas diferentes no mundo cripto, e importa saber qual delas usa.

## Contas em bolsas

Numa bolsa, é a bolsa que guarda as moedas e mantém o registo do que lhe pertence. Entra com uma palavra-passe; se a esquecer, a bolsa pode ajudá-lo a recuperar o acesso. Confia na bolsa para se manter solvente e segura. Isto é **custódia** por terceiros.

## Carteiras de autocustódia

Uma carteira de autocustódia é um software ou um pequeno dispositivo que guarda as suas **chaves privadas**. Quem tem as chaves pode movimentar as moedas; mais ninguém pode, e ninguém consegue reverter uma transferência.

A maioria das carteiras deriva as chaves de uma **frase de recuperação** de 12 ou 24 palavras. A frase de recuperação *é* a carteira: qualquer pessoa que a leia pode esvaziá-la, a partir de qualquer parte do mundo.

- Escreva-a em papel, guarde-a offline e nunca a introduza num site.
- Nenhuma equipa de apoio, bolsa ou atualização de aplicação precisa alguma vez da sua frase de recuperação.
- Se a perder, um dispositivo avariado significa moedas perdidas.

## O seu saldo na Vela

A Vela funciona como uma conta numa bolsa, com fundos de demonstração. Cada saldo tem uma parte **disponível**, livre para negociar, e uma parte **retida** pelas suas ordens abertas. Cada alteração é inscrita num registo de movimentos, por isso o seu saldo pode sempre ser reconstruído a partir do histórico.

O **total de ativos** soma todos os seus saldos em USDT aos preços de mercado atuais. As moedas sem mercado na Vela não são contabilizadas. Pode apresentar as avaliações noutra moeda nas definições da sua conta.

## Qual usar

As bolsas são práticas para negociar; a autocustódia é mais segura para guardar a longo prazo, se souber proteger a frase de recuperação. Muitas pessoas usam as duas e mantêm numa bolsa apenas o que estão a negociar ativamente.`,

  'blockchains-tokens': `As dez moedas da Vela não são todas do mesmo tipo. Saber o que é cada uma ajuda a perceber o que move os seus preços.

## As blockchains e as suas moedas

Uma blockchain é um registo partilhado de transferências que muitos computadores mantêm em concordância. Cada uma tem uma **moeda nativa** que paga a sua utilização:

- **BTC** na Bitcoin, concebido para ser dinheiro digital escasso.
- **ETH** na Ethereum, que também executa contratos inteligentes: programas que guardam e movimentam moedas segundo regras.
- **SOL**, **TON**, **ADA**, **TRX**, **BNB** e **XRP** nas suas próprias redes, cada uma com um equilíbrio diferente entre velocidade, custo e descentralização.

## Tokens

Um **token** é um ativo criado por um contrato inteligente numa blockchain já existente, e não uma rede própria. O **LINK** nasceu como token na Ethereum. O **USDT** é emitido como token em muitas redes, incluindo a Ethereum e a TRON.

## Stablecoins

O USDT é uma **stablecoin**, ou token estável: o seu emissor procura que um USDT valha um dólar norte-americano, mantendo reservas. É por isso que as bolsas o usam para cotar os preços. Uma stablecoin só vale o que valem as reservas do seu emissor, e o USDT já perdeu brevemente a paridade no passado.

## Porque é que o ativo de cotação importa

Todos os mercados da Vela são cotados em USDT. Quando o BTC/USDT sobe, um BTC vale mais USDT. O seu total de ativos é calculado em USDT e depois convertido na moeda de referência que escolheu.

## O mesmo nome, outra rede

Nas bolsas reais, o mesmo token pode existir em várias redes. Enviar USDT pela rede errada é um dos erros mais comuns e mais caros. Verifique sempre a rede, além do endereço.`,

  'onchain-safety': `Numa blockchain, uma transação assinada é definitiva. Estas são as burlas que esvaziam carteiras reais e os hábitos que as travam.

## Sites de phishing

Uma cópia do site de uma carteira ou bolsa conhecida pede-lhe que «verifique» a sua carteira ou introduza a sua frase de recuperação. Defesas:

- Escreva os endereços você mesmo ou use os seus próprios marcadores; não siga links de mensagens nem de anúncios em motores de busca.
- Um serviço verdadeiro nunca pede a sua frase de recuperação. Quem a pede é um ladrão.

## Aprovações maliciosas

Muitos tokens permitem que um contrato inteligente os gaste em seu nome depois de assinar uma **aprovação**. Um site fraudulento pede uma aprovação ilimitada e esvazia o token mais tarde, mesmo depois de fechar a página. Defesas:

- Leia o que assina. «Approve» ou «set approval for all» entregam direitos de gasto.
- Aprove apenas o montante de que precisa e revogue aprovações antigas com uma ferramenta de revogação em que confie.

## Envenenamento de endereços

Os atacantes enviam-lhe uma transferência minúscula a partir de um endereço que começa e acaba como um que usa, na esperança de que o copie do seu histórico da próxima vez. Defesas:

- Nunca copie um endereço do seu histórico de transações.
- Compare o endereço completo, e não apenas os primeiros e os últimos caracteres, e envie primeiro um pequeno montante de teste.

## Falso apoio ao cliente

Os «agentes de apoio» que o contactam primeiro, em chats ou comentários, são burlões. O apoio verdadeiro não lhe envia mensagens primeiro e nunca precisa de um código, de uma palavra-passe ou de uma frase de recuperação.

## Uma lista de verificação antes de assinar

1. Fui eu que abri este site?
2. Percebo o que esta transação permite?
3. O endereço está correto do início ao fim?
4. Alguém me está a apressar?

Se alguma resposta for não, pare. Na Vela pode praticar a negociação sem nenhum destes riscos, porque aqui nada é alguma vez assinado numa blockchain.`,
};
