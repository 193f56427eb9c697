import type { SeedBodies } from './types.ts';

/** en_US bodies (Markdown): the source every other locale translates, and the fallback. */
export const bodiesEn: SeedBodies = {
  welcome: `Vela is a complete crypto exchange that runs on demo funds. The markets are real in every technical sense: orders are matched by a matching engine, prices move, candles form and the order book changes many times a second. Only the money is pretend.

## Your demo funds

Every new account receives **10,000 USDT, 0.1 BTC and 1 ETH**. They are recorded in your account's ledger like any deposit, but they cannot be withdrawn and have no value outside Vela. That makes Vela a safe place to:

- learn how an order book and a matching engine work;
- try limit and market orders without fear of a costly typo;
- test a trading plan before you risk real money anywhere.

## Where to begin

1. Create an account with your e-mail address or phone number.
2. Open the markets on the home page and pick one: BTC/USDT is a good first choice.
3. Read [Reading the order book](/events-courses/research) before your first order.

## What Vela is not

Prices on Vela come from simulated traders, not from other exchanges. They behave like a real market, but they are not a quote for any real asset, and nothing you do here is investment advice.`,

  'ten-markets': `Ten spot markets are open for demo trading. All of them are quoted in USDT, so every price is the number of USDT one coin costs.

- **BTC/USDT**: Bitcoin, the first and largest cryptocurrency.
- **ETH/USDT**: Ether, the coin of the Ethereum smart-contract network.
- **SOL/USDT**: Solana, a fast network with low fees.
- **BNB/USDT**: BNB, the coin of BNB Chain.
- **XRP/USDT**: XRP, the coin of the XRP Ledger, built for payments.
- **DOGE/USDT**: Dogecoin, which started as a joke and became one of the most traded coins.
- **TON/USDT**: Toncoin, the coin of The Open Network.
- **ADA/USDT**: Cardano's coin.
- **TRX/USDT**: TRON's coin, on a network widely used for stablecoin transfers.
- **LINK/USDT**: Chainlink, which brings outside data to smart contracts.

## What you get for each market

- a live price with the 24-hour change, high, low and volume on the home page;
- an order book with 20 price levels a side, kept up to date many times a second;
- the latest trades, and candles from one minute to one day, with a week of history.

Every market has a **minimum order value of 5 USDT**, and its own steps for prices and amounts. The next announcement explains those rules market by market.`,

  'market-rules': `Every market on Vela has three rules. The order form checks them for you, but knowing them saves you from puzzling error messages.

## Tick size: the price step

A price must be a whole number of ticks. On BTC/USDT the tick is 0.01 USDT, so 95,000.01 is a valid price and 95,000.005 is not. The book groups prices by multiples of the tick (1, 10, 100 or 1000 ticks) when you want a coarser view.

## Lot size: the amount step

An amount must be a whole number of lots. On DOGE/USDT the lot is 1, so you buy 250 DOGE, never 250.5.

## Minimum order value

Price times amount must be at least **5 USDT** on every market. Tiny orders would clutter the book without telling anyone anything.

| Market | Tick (USDT) | Lot |
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

When you use the 25%, 50%, 75% or 100% buttons, the amount is rounded **down** to the lot, so the order never asks for more than you hold.`,

  'listing-spotlight': `Three of Vela's ten markets deserve a closer look, because they behave differently from BTC and ETH.

## TON/USDT

Toncoin pays for transactions on The Open Network, a blockchain closely tied to the Telegram messenger. Prices step by 0.001 USDT and amounts by 0.01 TON.

## TRX/USDT

TRX is the coin of TRON, a network that carries a large share of the world's USDT transfers because its fees are low. A TRX costs a fraction of a dollar, so prices step by 0.00001 USDT and amounts are whole coins: 5 USDT buys several dozen TRX.

## LINK/USDT

Chainlink runs "oracles", services that feed prices and other outside data into smart contracts. Prices step by 0.001 USDT and amounts by 0.01 LINK.

## What to watch with smaller coins

- **Bigger moves.** Smaller markets often move several percent in an hour. Size your orders for that, not for BTC's calmer pace.
- **Thinner books.** Look at the depth before a large market order: it may fill across several price levels.
- **Whole numbers.** With a lot of 1 TRX, check the amount the form rounds to before you confirm.`,

  'twelve-languages': `Vela is available in English, Japanese, Korean, Simplified and Traditional Chinese, Turkish, Russian, Ukrainian, French, Spanish, Vietnamese and Portuguese.

## Switching language

Open the language menu in the header and pick a language. You stay on the same page, with the same filters and page number. Your choice is remembered in this browser for a year, and, when you are signed in, saved to your account.

## Dates and times

Times are shown as YYYY/MM/DD HH:mm:ss in the time zone of your language: Tokyo for Japanese, Seoul for Korean, Shanghai for Simplified Chinese, Taipei for Traditional Chinese, New York for English, and UTC for the other languages.

## Prices in your currency

Markets are always quoted in USDT, but you can choose a pricing currency such as USD, EUR or JPY for valuations. Change it in your account.

## When a text is not translated yet

Announcements and courses are written in English first. If a text has no translation in your language yet, Vela shows the English version with a note saying so.`,

  'account-security': `Vela holds only demo funds, but the habits you practise here are the ones that protect real money elsewhere.

## How Vela protects your account

- **Sign-up codes** are 6 random digits, work once, expire after 10 minutes and stop working after 5 wrong guesses.
- **Passwords** are stored only as a salted scrypt hash: nobody at Vela can read yours.
- **Sessions** last 30 days from sign-in and end when you log out. The session cookie cannot be read by scripts on the page.
- **After 5 failed logins** on one account, further attempts are refused for up to 15 minutes.

## Five habits

1. **Use a password you use nowhere else**, at least 8 characters with letters and digits; a password manager makes this easy.
2. **Never share a code.** Vela staff will never ask for one, by e-mail, chat or phone.
3. **Check the address bar** before you type a password: phishing sites copy logos perfectly, but not the domain.
4. **Log out on shared computers**, which ends the session at once.
5. **Be wary of urgency.** "Your account will be closed in one hour" is how most scams start.`,

  'first-orders-week': `This week's exercise takes about fifteen minutes and uses only demo funds. Do it once and the order form will never surprise you again.

## Before you start

Sign in and check your balances: a new account has 10,000 USDT, 0.1 BTC and 1 ETH. Open the ETH/USDT market.

## The seven steps

1. **Read the book.** Note the best bid, the best ask and the spread between them.
2. **Buy with a market order.** Buy ETH for about 50 USDT. A market order fills at once against the best asks.
3. **Check your trade** in the trade list and your new ETH balance. Compare the price you got with the best ask you noted.
4. **Place a limit buy below the market**, about 2% under the best bid, for 20 USDT. It does not fill: it waits in the book.
5. **Find your order** among the open orders. Your USDT for it is now held, not spent.
6. **Cancel it.** The held USDT is available again.
7. **Place a limit sell above the market** for part of the ETH you bought, and watch whether the price comes to it.

## What you learned

A market order buys certainty of execution and pays the spread. A limit order buys certainty of price and may never fill.`,

  'learning-path': `Six courses, one order, and a plan at the end. Give each step a day and try every idea with demo funds before you move on.

## Research track

1. **Reading the order book.** What bids, asks, the spread and depth tell you.
2. **Candlesticks and time frames.** How to read a candle and why one-minute charts are noisy.
3. **Orders, fees and risk.** Choosing an order type and sizing a position.

## Web3 track

4. **Wallets.** Custody, keys, and what your Vela balance really is.
5. **Blockchains, coins and tokens.** What you are actually trading.
6. **Staying safe on chain.** The scams to recognise before you ever hold real coins.

## Your trading plan

When you have read all six, write down on one page:

- the markets you trade and why;
- the signal that makes you enter, and the one that makes you leave;
- the most you will lose on one trade, as a percentage of your balance;
- what you do after three losing trades in a row.

Then trade the plan with demo funds for two weeks, and change it only between weeks, never during a trade.`,

  'maintenance-restarts': `From time to time Vela restarts to install updates. A restart takes seconds, and it is designed so that you lose nothing.

## What happens during a restart

- The server stops accepting new connections and finishes the requests already in progress.
- The matching engine saves its last trades and candles before it stops.
- Your balances and ledger live in the database and are untouched.

## What you see

The connection indicator next to live prices shows the state of your live feed:

- **Live**: prices arrive in real time.
- **Reconnecting**: the connection dropped and the page is retrying on its own. Keep the page open.
- **Offline**: your device has no network connection.

After a restart the page reconnects by itself, takes a fresh snapshot of the order book and carries on. You do not need to reload.

## Orders during maintenance

While the feed reconnects, wait until the indicator shows **Live** again before you act on a price you see.`,

  'history-backfill': `Charts on Vela have no holes, even after the market engine has been stopped for a while.

## How it works

Every candle on Vela is built from one-minute bars, which the engine stores as trades happen. Longer candles (5 minutes, 15 minutes, 1 hour, 4 hours, 1 day) are added up from those one-minute bars when you ask for them.

When the engine starts again after a pause, it looks for the last stored minute of every market. For each missing minute since then, it draws a bar from the same simulated price walk that drives the live market, so the chart continues smoothly to the current price.

## The limits

- **At most one week** is filled in. After a longer pause the chart starts again a week back.
- **Filled minutes are simulated**, like everything on Vela, and contain no trades you could have taken part in.
- **The trade list is not backfilled**: it shows the most recent real trades of the engine, up to the last 1000 per market.

A new market gets a week of one-minute history on its first start, so its charts are useful from day one.`,

  'live-engine': `Every price on Vela comes out of a matching engine, the same kind of program that runs a real exchange.

## Price, then time

Each market has an order book: buy orders (bids) sorted from the highest price down, sell orders (asks) from the lowest up. A new order is matched against the other side at the best prices first. At the same price, the order that arrived first is filled first.

## Who trades

On each market a simulated market maker keeps 20 price levels on each side of the book and requotes them every second or so. Simulated traders send market orders around the clock. Your orders meet both.

## What that means on screen

- **The last price** is the price of the most recent trade.
- **The order book** is the engine's own book, updated many times a second.
- **The trades** are fills of the engine, newest first.
- **Candles** are built from those same trades.

Because all of these come from one engine, they always agree: a trade in the list is in the candle and has moved the book.`,

  'themes-notifications': `Two small changes make Vela more comfortable to use.

## Light and dark themes

Use the theme switch in the header to change between light and dark. Your choice is kept in a cookie, so the next page already loads in the right theme, without a flash. The colours of rising and falling prices stay easy to tell apart in both themes.

## Announcement notifications

When Vela publishes an announcement, every account gets a notice. The bell in the header shows how many notices you have not read yet; open it to read them and mark them read.

Notices reach you on every device where you are signed in, and the unread count stays the same on all of them.`,

  'order-book-basics': `The order book is the list of every order waiting to be filled on a market. Reading it takes a minute to learn and tells you more than any chart.

## Bids and asks

The book has two sides:

- **Bids** are buy orders, sorted from the highest price down. The top one is the **best bid**: the most anyone will pay right now.
- **Asks** are sell orders, sorted from the lowest price up. The top one is the **best ask**: the least anyone will sell for right now.

Each row shows a price and the total amount waiting at that price.

## The spread

The gap between the best ask and the best bid is the **spread**. If the best bid on BTC/USDT is 94,999.50 and the best ask 95,000.10, the spread is 0.60 USDT. A market buy pays the ask and a market sell receives the bid, so the spread is a cost you pay every time you demand an immediate fill.

## Depth

Add up the amounts level by level and you get the **depth**: how much you can buy or sell before the price moves against you. A deep book absorbs large orders; a thin one slips.

## Grouping

On a busy market, rows are close together. Group the book by 10, 100 or 1000 ticks to see where the larger amounts sit.

## Before you place an order

1. Check the spread: a wide spread favours a limit order.
2. Compare your amount with the depth near the best price.
3. Remember that the book changes constantly: what you see is a snapshot, refreshed many times a second.

## Try it

Open BTC/USDT, note the best bid, best ask and spread, then come back a minute later and compare.`,

  candlesticks: `A candlestick chart squeezes thousands of trades into a shape you can read at a glance.

## One candle

Each candle covers one period, for example one hour, and shows four prices:

- **Open**: the first trade of the period.
- **High** and **low**: the extremes, drawn as thin wicks.
- **Close**: the last trade of the period.

The thick body spans open to close. When the close is above the open, the candle is a rising one (green on Vela); when below, a falling one (red).

## Time frames

Vela offers 1-minute, 5-minute, 15-minute, 1-hour, 4-hour and 1-day candles. Only the one-minute bars are stored; the others are built from them. A 1-hour candle's open is the open of its first minute, its close the close of its last minute, and its high and low are the extremes of all sixty.

Short time frames are noisy: a single large order can draw a long wick. Longer ones show the trend but react later. A common habit is to look at a long time frame for direction and a short one for timing.

## Volume

Volume is how much traded during the candle. A move on high volume means many traders agreed with it; the same move on thin volume is easier to reverse.

## Reading a few candles

- A long lower wick: sellers pushed the price down, buyers pushed it back.
- Several small bodies in a row: the market is undecided.
- A large body that closes near its high: buyers were in control to the end.

No pattern predicts the next candle. Use them to describe what happened, and let your plan decide what to do.`,

  'orders-fees-risk': `Every trade answers three questions: how to enter, what it costs, and how much you can afford to lose.

## Limit or market

- A **market order** fills at once against the best prices in the book. You know it will fill, not the exact price.
- A **limit order** names the worst price you accept. If the book cannot fill it at that price, it waits until someone else can, or until you cancel it.

## Maker and taker

An order that fills against an order already waiting is a **taker**: it takes liquidity. An order that waits in the book and is filled later is a **maker**: it made the liquidity. Exchanges usually charge takers more. Vela's order form shows the fee rate that applies and an estimate of the fee before you confirm. A buy pays the fee in USDT on top of the total; a sell has it taken from the USDT it brings in.

## Slippage

A large market order eats through several price levels. Its average price is worse than the best price you saw: that difference is **slippage**. Check the depth first, split large orders, or use a limit order.

## Position size

Decide the most you will lose on one trade, many traders use 1% of their balance, and work backwards:

1. Balance 10,000 USDT, risk 1%: at most 100 USDT.
2. You will exit if the price falls 4% from your entry.
3. Position size: 100 / 0.04 = 2,500 USDT.

With this rule, ten losing trades in a row cost about a tenth of the balance, not all of it.

## Costs add up

A round trip pays two fees and usually the spread. On a small target they can eat most of the gain, so count them before you enter, not after.`,

  wallets: `"Wallet" means two different things in crypto, and it matters which one you use.

## Exchange accounts

On an exchange, the exchange holds the coins and keeps a record of what belongs to you. You sign in with a password; if you forget it, the exchange can help you get back in. You rely on the exchange to stay solvent and secure. This is **custody** by a third party.

## Self-custody wallets

A self-custody wallet is software or a small device that holds your **private keys**. Whoever has the keys can move the coins; no one else can, and no one can reverse a transfer.

Most wallets derive the keys from a **seed phrase** of 12 or 24 words. The seed phrase *is* the wallet: anyone who reads it can empty it, from anywhere in the world.

- Write it on paper, keep it offline, and never type it into a website.
- No support team, exchange or app update ever needs your seed phrase.
- Lose it and a broken device means lost coins.

## Your Vela balance

Vela works like an exchange account, with demo funds. Each balance has an **available** part, free to trade, and a part **held** by your open orders. Every change is written to a ledger, so your balance can always be rebuilt from its history.

Your **total asset** value adds up all your balances in USDT at current market prices. Coins without a market on Vela are not counted. You can show valuations in another currency from your account settings.

## Which to use

Exchanges are convenient for trading; self-custody is safer for long-term holdings, if you can protect the seed phrase. Many people use both, and keep on an exchange only what they are actively trading.`,

  'blockchains-tokens': `The ten coins on Vela are not all the same kind of thing. Knowing which is which helps you understand what moves their prices.

## Blockchains and their coins

A blockchain is a shared record of transfers that many computers keep in agreement. Each one has a **native coin** that pays for using it:

- **BTC** on Bitcoin, designed to be scarce digital money.
- **ETH** on Ethereum, which also runs smart contracts: programs that hold and move coins by rules.
- **SOL**, **TON**, **ADA**, **TRX**, **BNB** and **XRP** on their own networks, each trading off speed, cost and decentralisation differently.

## Tokens

A **token** is an asset created by a smart contract on an existing blockchain, not a network of its own. **LINK** began as a token on Ethereum. **USDT** is issued as a token on many networks, including Ethereum and TRON.

## Stablecoins

USDT is a **stablecoin**: its issuer aims to keep one USDT worth one US dollar by holding reserves. That is why exchanges use it to quote prices. A stablecoin is only as good as its issuer's reserves, and it has briefly lost its peg in the past.

## Why the quote asset matters

Every market on Vela is quoted in USDT. When BTC/USDT rises, BTC is worth more USDT. Your total asset value is counted in USDT, then converted into the pricing currency you chose.

## Same name, different network

On real exchanges, the same token can exist on several networks. Sending USDT on the wrong network is one of the most common and costly mistakes. Always check the network as well as the address.`,

  'onchain-safety': `On a blockchain, a signed transaction is final. These are the scams that drain real wallets, and the habits that stop them.

## Phishing sites

A copy of a known wallet or exchange site asks you to "verify" your wallet or enter your seed phrase. Defences:

- Type addresses yourself or use your own bookmarks; do not follow links from messages or search ads.
- A real service never asks for your seed phrase. Anyone who does is a thief.

## Malicious approvals

Many tokens let a smart contract spend them on your behalf after you sign an **approval**. A scam site asks for an unlimited approval, then empties the token later, even after you close the page. Defences:

- Read what you sign. "Approve" or "set approval for all" hands over spending rights.
- Approve only the amount you need, and revoke old approvals with a revoke tool you trust.

## Address poisoning

Attackers send you a tiny transfer from an address that starts and ends like one you use, hoping you copy it from your history next time. Defences:

- Never copy an address from your transaction history.
- Compare the whole address, not just its first and last characters, and send a small test amount first.

## Fake support

"Support agents" who contact you first, in chats or comments, are scammers. Real support does not message you first and never needs a code, password or seed phrase.

## A checklist before you sign

1. Did I open this site myself?
2. Do I understand what this transaction allows?
3. Is the address correct from start to end?
4. Is someone rushing me?

If any answer is no, stop. On Vela you can practise trading without any of these risks, because nothing here is ever signed on a blockchain.`,
};
