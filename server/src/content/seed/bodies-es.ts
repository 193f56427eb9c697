import type { SeedBodies } from './types.ts';

/** es_ES bodies (Markdown), translated from bodies-en.ts. */
export const bodiesEs: SeedBodies = {
  welcome: `Vela es un exchange de criptomonedas completo que funciona con fondos de demostración. Los mercados son reales en todos los sentidos técnicos: un motor de emparejamiento casa las órdenes, los precios se mueven, se forman las velas y el libro de órdenes cambia muchas veces por segundo. Lo único ficticio es el dinero.

## Tus fondos de demostración

Cada cuenta nueva recibe **10.000 USDT, 0,1 BTC y 1 ETH**. Se anotan en el registro de movimientos de tu cuenta como cualquier depósito, pero no se pueden retirar y no tienen ningún valor fuera de Vela. Por eso Vela es un lugar seguro para:

- aprender cómo funcionan un libro de órdenes y un motor de emparejamiento;
- probar órdenes limitadas y de mercado sin miedo a un error tipográfico caro;
- poner a prueba un plan de trading antes de arriesgar dinero real en cualquier sitio.

## Por dónde empezar

1. Crea una cuenta con tu correo electrónico o tu número de teléfono.
2. Abre los mercados de la página de inicio y elige uno: BTC/USDT es una buena primera opción.
3. Antes de tu primera orden, lee [Cómo leer el libro de órdenes](/es_ES/events-courses/research).

## Lo que Vela no es

Los precios de Vela proceden de operadores simulados, no de otros exchanges. Se comportan como un mercado real, pero no son la cotización de ningún activo real, y nada de lo que hagas aquí es asesoramiento de inversión.`,

  'ten-markets': `Ya hay diez mercados al contado abiertos para operar en demo. Todos cotizan en USDT, así que cada precio es la cantidad de USDT que cuesta una moneda.

- **BTC/USDT**: bitcoin, la primera y mayor criptomoneda.
- **ETH/USDT**: ether, la moneda de la red de contratos inteligentes Ethereum.
- **SOL/USDT**: Solana, una red rápida y de comisiones bajas.
- **BNB/USDT**: BNB, la moneda de BNB Chain.
- **XRP/USDT**: XRP, la moneda del XRP Ledger, pensada para pagos.
- **DOGE/USDT**: dogecoin, que nació como una broma y se convirtió en una de las monedas más negociadas.
- **TON/USDT**: toncoin, la moneda de The Open Network.
- **ADA/USDT**: la moneda de Cardano.
- **TRX/USDT**: la moneda de TRON, una red muy usada para transferir stablecoins.
- **LINK/USDT**: Chainlink, que lleva datos externos a los contratos inteligentes.

## Lo que tienes en cada mercado

- un precio en tiempo real con la variación, el máximo, el mínimo y el volumen de 24 horas en la página de inicio;
- un libro de órdenes con 20 niveles de precio por lado, actualizado muchas veces por segundo;
- las últimas operaciones y velas de un minuto a un día, con una semana de historial.

Todos los mercados tienen un **valor mínimo de orden de 5 USDT** y sus propios saltos de precio y de cantidad. El próximo anuncio explica esas reglas mercado por mercado.`,

  'market-rules': `Cada mercado de Vela tiene tres reglas. El formulario de órdenes las comprueba por ti, pero conocerlas te ahorra mensajes de error desconcertantes.

## Tamaño de tick: el salto de precio

Un precio debe ser un número entero de ticks. En BTC/USDT el tick es de 0,01 USDT, así que 95.000,01 es un precio válido y 95.000,005 no lo es. Cuando quieras una vista más general, el libro agrupa los precios en múltiplos del tick (1, 10, 100 o 1000 ticks).

## Tamaño de lote: el salto de cantidad

Una cantidad debe ser un número entero de lotes. En DOGE/USDT el lote es 1, así que compras 250 DOGE, nunca 250,5.

## Valor mínimo de orden

En todos los mercados, precio por cantidad debe ser de **al menos 5 USDT**. Las órdenes diminutas llenarían el libro sin decirle nada a nadie.

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

Cuando usas los botones de 25 %, 50 %, 75 % o 100 %, la cantidad se redondea **hacia abajo** al lote, de modo que la orden nunca pide más de lo que tienes.`,

  'listing-spotlight': `Tres de los diez mercados de Vela merecen una mirada más atenta, porque se comportan de forma distinta a BTC y ETH.

## TON/USDT

Toncoin paga las transacciones de The Open Network, una blockchain muy ligada a la aplicación de mensajería Telegram. Los precios avanzan de 0,001 en 0,001 USDT y las cantidades de 0,01 en 0,01 TON.

## TRX/USDT

TRX es la moneda de TRON, una red que mueve una gran parte de las transferencias de USDT del mundo porque sus comisiones son bajas. Un TRX cuesta una fracción de dólar, así que los precios avanzan de 0,00001 en 0,00001 USDT y las cantidades son monedas enteras: con 5 USDT compras varias decenas de TRX.

## LINK/USDT

Chainlink gestiona «oráculos», servicios que introducen precios y otros datos externos en los contratos inteligentes. Los precios avanzan de 0,001 en 0,001 USDT y las cantidades de 0,01 en 0,01 LINK.

## Qué vigilar con las monedas más pequeñas

- **Movimientos más amplios.** Los mercados pequeños se mueven a menudo varios puntos porcentuales en una hora. Dimensiona tus órdenes para eso, no para el ritmo más tranquilo de BTC.
- **Libros más finos.** Mira la profundidad antes de una orden de mercado grande: puede ejecutarse en varios niveles de precio.
- **Números enteros.** Con un lote de 1 TRX, comprueba a qué cantidad redondea el formulario antes de confirmar.`,

  'twelve-languages': `Vela está disponible en inglés, japonés, coreano, chino simplificado y tradicional, turco, ruso, ucraniano, francés, español, vietnamita y portugués.

## Cambiar de idioma

Abre el menú de idiomas de la cabecera y elige uno. Te quedas en la misma página, con los mismos filtros y el mismo número de página. Tu elección se recuerda en este navegador durante un año y, si has iniciado sesión, se guarda en tu cuenta.

## Fechas y horas

Las horas se muestran como AAAA/MM/DD HH:mm:ss en la zona horaria de tu idioma: Tokio para el japonés, Seúl para el coreano, Shanghái para el chino simplificado, Taipéi para el chino tradicional, Nueva York para el inglés y UTC para los demás idiomas.

## Precios en tu moneda

Los mercados siempre cotizan en USDT, pero puedes elegir una moneda de referencia, como USD, EUR o JPY, para las valoraciones. Cámbiala en tu cuenta.

## Cuando un texto aún no está traducido

Los anuncios y los cursos se escriben primero en inglés. Si un texto todavía no tiene traducción a tu idioma, Vela muestra la versión en inglés con una nota que lo indica.`,

  'account-security': `En Vela solo hay fondos de demostración, pero los hábitos que practiques aquí son los mismos que protegen el dinero real en otros sitios.

## Cómo protege Vela tu cuenta

- **Los códigos de registro** tienen 6 dígitos aleatorios, sirven una sola vez, caducan a los 10 minutos y dejan de funcionar tras 5 intentos fallidos.
- **Las contraseñas** solo se guardan como un hash scrypt con sal: nadie en Vela puede leer la tuya.
- **Las sesiones** duran 30 días desde que inicias sesión y terminan cuando la cierras. Los scripts de la página no pueden leer la cookie de sesión.
- **Tras 5 inicios de sesión fallidos** en una cuenta, se rechazan nuevos intentos durante un máximo de 15 minutos.

## Cinco hábitos

1. **Usa una contraseña que no uses en ningún otro sitio**, de al menos 8 caracteres con letras y números; un gestor de contraseñas lo pone fácil.
2. **No compartas nunca un código.** El personal de Vela nunca te lo pedirá, ni por correo, ni por chat, ni por teléfono.
3. **Mira la barra de direcciones** antes de escribir una contraseña: las webs de phishing copian los logotipos a la perfección, pero no el dominio.
4. **Cierra sesión en ordenadores compartidos**: la sesión termina al instante.
5. **Desconfía de las prisas.** «Tu cuenta se cerrará en una hora» es como empiezan la mayoría de las estafas.`,

  'first-orders-week': `El ejercicio de esta semana dura unos quince minutos y solo usa fondos de demostración. Hazlo una vez y el formulario de órdenes no volverá a sorprenderte.

## Antes de empezar

Inicia sesión y revisa tus saldos: una cuenta nueva tiene 10.000 USDT, 0,1 BTC y 1 ETH. Abre el mercado ETH/USDT.

## Los siete pasos

1. **Lee el libro.** Apunta la mejor oferta de compra, la mejor oferta de venta y el diferencial entre ambas.
2. **Compra con una orden de mercado.** Compra ETH por unos 50 USDT. Una orden de mercado se ejecuta al momento contra las mejores ofertas de venta.
3. **Revisa tu operación** en la lista de operaciones y tu nuevo saldo de ETH. Compara el precio que obtuviste con la mejor oferta de venta que apuntaste.
4. **Coloca una compra limitada por debajo del mercado**, un 2 % por debajo de la mejor oferta de compra, por 20 USDT. No se ejecuta: espera en el libro.
5. **Encuentra tu orden** entre las órdenes abiertas. Los USDT que necesita ahora están retenidos, no gastados.
6. **Cancélala.** Los USDT retenidos vuelven a estar disponibles.
7. **Coloca una venta limitada por encima del mercado** con parte del ETH que compraste y observa si el precio llega hasta ella.

## Lo que has aprendido

Una orden de mercado compra la certeza de ejecutarse y paga el diferencial. Una orden limitada compra la certeza del precio y puede que nunca se ejecute.`,

  'learning-path': `Seis cursos, un orden y un plan al final. Dedica un día a cada paso y prueba cada idea con fondos de demostración antes de seguir.

## Itinerario de análisis

1. **Cómo leer el libro de órdenes.** Lo que te dicen las ofertas de compra y de venta, el diferencial y la profundidad.
2. **Velas japonesas y marcos temporales.** Cómo leer una vela y por qué los gráficos de un minuto tienen tanto ruido.
3. **Órdenes, comisiones y riesgo.** Cómo elegir un tipo de orden y dimensionar una posición.

## Itinerario Web3

4. **Monederos.** Custodia, claves y qué es de verdad tu saldo en Vela.
5. **Blockchains, monedas y tokens.** Con qué estás operando en realidad.
6. **Seguridad en la cadena.** Las estafas que debes reconocer antes de tener monedas reales.

## Tu plan de trading

Cuando hayas leído los seis, escribe en una sola página:

- los mercados en los que operas y por qué;
- la señal que te hace entrar y la que te hace salir;
- lo máximo que perderás en una operación, como porcentaje de tu saldo;
- qué harás después de tres operaciones perdedoras seguidas.

Después opera con ese plan y fondos de demostración durante dos semanas, y cámbialo solo entre semanas, nunca en mitad de una operación.`,

  'maintenance-restarts': `De vez en cuando Vela se reinicia para instalar actualizaciones. Un reinicio dura unos segundos y está pensado para que no pierdas nada.

## Qué pasa durante un reinicio

- El servidor deja de aceptar conexiones nuevas y termina las peticiones que ya estaban en curso.
- El motor de emparejamiento guarda sus últimas operaciones y velas antes de detenerse.
- Tus saldos y tu registro de movimientos están en la base de datos y no se tocan.

## Lo que ves

El indicador de conexión junto a los precios en tiempo real muestra el estado de tu conexión en directo:

- **En directo**: los precios llegan en tiempo real.
- **Reconectando**: la conexión se ha cortado y la página lo está reintentando sola. Mantén la página abierta.
- **Sin conexión**: tu dispositivo no tiene conexión de red.

Tras un reinicio, la página se reconecta sola, toma una instantánea nueva del libro de órdenes y sigue funcionando. No hace falta recargar.

## Órdenes durante el mantenimiento

Mientras la conexión se restablece, espera a que el indicador vuelva a mostrar **En directo** antes de actuar sobre un precio que veas.`,

  'history-backfill': `Los gráficos de Vela no tienen huecos, ni siquiera después de que el motor de mercado haya estado parado un tiempo.

## Cómo funciona

Cada vela de Vela se construye a partir de barras de un minuto, que el motor guarda a medida que se producen las operaciones. Las velas más largas (5 minutos, 15 minutos, 1 hora, 4 horas, 1 día) se obtienen sumando esas barras de un minuto cuando las pides.

Cuando el motor vuelve a arrancar tras una pausa, busca el último minuto guardado de cada mercado. Para cada minuto que falta desde entonces, dibuja una barra a partir de la misma trayectoria de precios simulada que mueve el mercado en directo, de modo que el gráfico continúa con suavidad hasta el precio actual.

## Los límites

- Se completa **como máximo una semana**. Tras una pausa más larga, el gráfico vuelve a empezar una semana atrás.
- **Los minutos completados son simulados**, como todo en Vela, y no contienen operaciones en las que hubieras podido participar.
- **La lista de operaciones no se completa**: muestra las operaciones reales más recientes del motor, hasta las últimas 1000 de cada mercado.

Un mercado nuevo recibe una semana de historial de un minuto en su primer arranque, así que sus gráficos son útiles desde el primer día.`,

  'live-engine': `Cada precio de Vela sale de un motor de emparejamiento, el mismo tipo de programa que hace funcionar un exchange real.

## Primero el precio, después el tiempo

Cada mercado tiene un libro de órdenes: las órdenes de compra (bids), ordenadas del precio más alto hacia abajo, y las de venta (asks), del más bajo hacia arriba. Una orden nueva se casa primero con los mejores precios del lado contrario. A igual precio, se ejecuta antes la orden que llegó primero.

## Quién opera

En cada mercado, un creador de mercado simulado mantiene 20 niveles de precio a cada lado del libro y los actualiza más o menos cada segundo. Operadores simulados envían órdenes de mercado a todas horas. Tus órdenes se encuentran con ambos.

## Lo que significa en pantalla

- **El último precio** es el de la operación más reciente.
- **El libro de órdenes** es el propio libro del motor, actualizado muchas veces por segundo.
- **Las operaciones** son ejecuciones del motor, de la más reciente a la más antigua.
- **Las velas** se construyen con esas mismas operaciones.

Como todo sale de un único motor, todo cuadra siempre: una operación de la lista está en la vela y ha movido el libro.`,

  'themes-notifications': `Dos pequeños cambios hacen que Vela sea más cómoda de usar.

## Temas claro y oscuro

Usa el selector de tema de la cabecera para cambiar entre claro y oscuro. Tu elección se guarda en una cookie, así que la siguiente página ya carga con el tema correcto, sin parpadeos. Los colores de los precios que suben y bajan siguen siendo fáciles de distinguir en ambos temas.

## Avisos de anuncios

Cuando Vela publica un anuncio, todas las cuentas reciben un aviso. La campana de la cabecera muestra cuántos avisos no has leído todavía; ábrela para leerlos y marcarlos como leídos.

Los avisos te llegan en todos los dispositivos en los que hayas iniciado sesión, y el número de no leídos es el mismo en todos ellos.`,

  'order-book-basics': `El libro de órdenes es la lista de todas las órdenes que esperan ejecutarse en un mercado. Aprender a leerlo lleva un minuto y te dice más que cualquier gráfico.

## Ofertas de compra y de venta

El libro tiene dos lados:

- **Las ofertas de compra (bids)** son órdenes de compra, ordenadas del precio más alto hacia abajo. La primera es la **mejor oferta de compra**: lo máximo que alguien pagará ahora mismo.
- **Las ofertas de venta (asks)** son órdenes de venta, ordenadas del precio más bajo hacia arriba. La primera es la **mejor oferta de venta**: lo mínimo por lo que alguien venderá ahora mismo.

Cada fila muestra un precio y la cantidad total que espera a ese precio.

## El diferencial

La distancia entre la mejor oferta de venta y la mejor oferta de compra es el **diferencial** (spread). Si la mejor oferta de compra en BTC/USDT es 94.999,50 y la mejor de venta 95.000,10, el diferencial es de 0,60 USDT. Una compra a mercado paga el precio de venta y una venta a mercado recibe el de compra, así que el diferencial es un coste que pagas cada vez que exiges una ejecución inmediata.

## Profundidad

Suma las cantidades nivel a nivel y obtendrás la **profundidad**: cuánto puedes comprar o vender antes de que el precio se mueva en tu contra. Un libro profundo absorbe órdenes grandes; uno fino se desliza.

## Agrupación

En un mercado con mucha actividad, las filas están muy juntas. Agrupa el libro de 10, 100 o 1000 ticks para ver dónde están las cantidades más grandes.

## Antes de enviar una orden

1. Mira el diferencial: si es amplio, conviene una orden limitada.
2. Compara tu cantidad con la profundidad cerca del mejor precio.
3. Recuerda que el libro cambia sin parar: lo que ves es una instantánea que se actualiza muchas veces por segundo.

## Pruébalo

Abre BTC/USDT, apunta la mejor oferta de compra, la mejor de venta y el diferencial, y vuelve un minuto después para comparar.`,

  candlesticks: `Un gráfico de velas condensa miles de operaciones en una forma que se lee de un vistazo.

## Una vela

Cada vela cubre un periodo, por ejemplo una hora, y muestra cuatro precios:

- **Apertura**: la primera operación del periodo.
- **Máximo** y **mínimo**: los extremos, dibujados como mechas finas.
- **Cierre**: la última operación del periodo.

El cuerpo grueso va de la apertura al cierre. Si el cierre está por encima de la apertura, la vela es alcista (verde en Vela); si está por debajo, bajista (roja).

## Marcos temporales

Vela ofrece velas de 1 minuto, 5 minutos, 15 minutos, 1 hora, 4 horas y 1 día. Solo se guardan las barras de un minuto; las demás se construyen a partir de ellas. La apertura de una vela de 1 hora es la apertura de su primer minuto, su cierre es el cierre de su último minuto, y su máximo y su mínimo son los extremos de los sesenta.

Los marcos cortos tienen mucho ruido: una sola orden grande puede dibujar una mecha larga. Los largos muestran la tendencia, pero reaccionan más tarde. Un hábito habitual es mirar un marco largo para la dirección y uno corto para el momento de entrar.

## Volumen

El volumen es cuánto se negoció durante la vela. Un movimiento con mucho volumen significa que muchos operadores estaban de acuerdo; el mismo movimiento con poco volumen se revierte con más facilidad.

## Leer unas cuantas velas

- Una mecha inferior larga: los vendedores empujaron el precio hacia abajo y los compradores lo devolvieron arriba.
- Varios cuerpos pequeños seguidos: el mercado está indeciso.
- Un cuerpo grande que cierra cerca de su máximo: los compradores mandaron hasta el final.

Ningún patrón predice la siguiente vela. Úsalos para describir lo que ha pasado y deja que tu plan decida qué hacer.`,

  'orders-fees-risk': `Cada operación responde a tres preguntas: cómo entrar, cuánto cuesta y cuánto te puedes permitir perder.

## Limitada o de mercado

- Una **orden de mercado** se ejecuta al momento contra los mejores precios del libro. Sabes que se ejecutará, pero no a qué precio exacto.
- Una **orden limitada** fija el peor precio que aceptas. Si el libro no puede ejecutarla a ese precio, espera hasta que alguien pueda o hasta que la canceles.

## Maker y taker

Una orden que se ejecuta contra otra que ya esperaba en el libro es **taker**: toma liquidez. Una orden que espera en el libro y se ejecuta más tarde es **maker**: ha creado liquidez. Los exchanges suelen cobrar más a los takers. El formulario de órdenes de Vela muestra la comisión que se aplica y una estimación de su importe antes de que confirmes. En una compra, la comisión se paga en USDT además del total; en una venta, se descuenta de los USDT que recibes.

## Deslizamiento

Una orden de mercado grande se come varios niveles de precio. Su precio medio es peor que el mejor precio que viste: esa diferencia es el **deslizamiento** (slippage). Mira antes la profundidad, divide las órdenes grandes o usa una orden limitada.

## Tamaño de la posición

Decide lo máximo que perderás en una operación (muchos operadores usan el 1 % de su saldo) y calcula hacia atrás:

1. Saldo de 10.000 USDT, riesgo del 1 %: como mucho 100 USDT.
2. Saldrás si el precio cae un 4 % desde tu entrada.
3. Tamaño de la posición: 100 / 0,04 = 2.500 USDT.

Con esta regla, diez operaciones perdedoras seguidas cuestan más o menos una décima parte del saldo, no todo.

## Los costes se acumulan

Una operación de ida y vuelta paga dos comisiones y, normalmente, el diferencial. Con un objetivo pequeño, pueden comerse la mayor parte de la ganancia, así que cuéntalos antes de entrar, no después.`,

  wallets: `En el mundo cripto, «monedero» significa dos cosas distintas, y importa cuál usas.

## Cuentas de exchange

En un exchange, es el exchange quien guarda las monedas y lleva el registro de lo que es tuyo. Entras con una contraseña y, si la olvidas, el exchange puede ayudarte a recuperar el acceso. Dependes de que el exchange siga siendo solvente y seguro. Esto es **custodia** por parte de un tercero.

## Monederos de autocustodia

Un monedero de autocustodia es un programa o un pequeño dispositivo que guarda tus **claves privadas**. Quien tiene las claves puede mover las monedas; nadie más puede hacerlo, y nadie puede revertir una transferencia.

La mayoría de los monederos generan las claves a partir de una **frase semilla** de 12 o 24 palabras. La frase semilla *es* el monedero: cualquiera que la lea puede vaciarlo desde cualquier parte del mundo.

- Escríbela en papel, guárdala sin conexión y no la escribas nunca en una web.
- Ningún equipo de soporte, exchange ni actualización de una aplicación necesita jamás tu frase semilla.
- Si la pierdes, un dispositivo roto significa monedas perdidas.

## Tu saldo en Vela

Vela funciona como una cuenta de exchange, con fondos de demostración. Cada saldo tiene una parte **disponible**, libre para operar, y una parte **retenida** por tus órdenes abiertas. Cada cambio se anota en un registro de movimientos, de modo que tu saldo siempre puede reconstruirse a partir de su historial.

El valor de tus **activos totales** suma todos tus saldos en USDT a los precios actuales del mercado. Las monedas que no tienen mercado en Vela no se cuentan. Puedes mostrar las valoraciones en otra moneda desde los ajustes de tu cuenta.

## Cuál usar

Los exchanges son cómodos para operar; la autocustodia es más segura para guardar a largo plazo, si sabes proteger la frase semilla. Mucha gente usa ambos y deja en el exchange solo lo que está negociando activamente.`,

  'blockchains-tokens': `Las diez monedas de Vela no son todas del mismo tipo. Saber qué es cada una ayuda a entender qué mueve sus precios.

## Las blockchains y sus monedas

Una blockchain es un registro compartido de transferencias que muchos ordenadores mantienen de acuerdo entre sí. Cada una tiene una **moneda nativa** con la que se paga su uso:

- **BTC** en Bitcoin, diseñada para ser dinero digital escaso.
- **ETH** en Ethereum, que además ejecuta contratos inteligentes: programas que guardan y mueven monedas según unas reglas.
- **SOL**, **TON**, **ADA**, **TRX**, **BNB** y **XRP** en sus propias redes, cada una con su propio equilibrio entre velocidad, coste y descentralización.

## Tokens

Un **token** es un activo creado por un contrato inteligente sobre una blockchain que ya existe, no una red propia. **LINK** nació como un token de Ethereum. **USDT** se emite como token en muchas redes, entre ellas Ethereum y TRON.

## Stablecoins

USDT es una **stablecoin**: su emisor intenta que un USDT valga siempre un dólar estadounidense manteniendo reservas. Por eso los exchanges la usan para cotizar los precios. Una stablecoin vale lo que valen las reservas de su emisor, y en el pasado ha perdido brevemente la paridad.

## Por qué importa el activo de cotización

Todos los mercados de Vela cotizan en USDT. Cuando BTC/USDT sube, un BTC vale más USDT. El valor de tus activos totales se calcula en USDT y después se convierte a la moneda de referencia que hayas elegido.

## Mismo nombre, otra red

En los exchanges reales, un mismo token puede existir en varias redes. Enviar USDT por la red equivocada es uno de los errores más frecuentes y caros. Comprueba siempre la red, además de la dirección.`,

  'onchain-safety': `En una blockchain, una transacción firmada es definitiva. Estas son las estafas que vacían monederos reales y los hábitos que las frenan.

## Webs de phishing

Una copia de la web de un monedero o exchange conocido te pide que «verifiques» tu monedero o que introduzcas tu frase semilla. Defensas:

- Escribe tú mismo las direcciones o usa tus propios marcadores; no sigas enlaces de mensajes ni de anuncios en buscadores.
- Un servicio real nunca te pide la frase semilla. Quien te la pida es un ladrón.

## Aprobaciones maliciosas

Muchos tokens permiten que un contrato inteligente los gaste en tu nombre después de que firmes una **aprobación**. Una web fraudulenta pide una aprobación ilimitada y vacía el token más tarde, aunque ya hayas cerrado la página. Defensas:

- Lee lo que firmas. «Approve» o «set approval for all» entregan permisos de gasto.
- Aprueba solo la cantidad que necesitas y revoca las aprobaciones antiguas con una herramienta de revocación de confianza.

## Envenenamiento de direcciones

Los atacantes te envían una transferencia minúscula desde una dirección que empieza y termina como una que usas, con la esperanza de que la copies de tu historial la próxima vez. Defensas:

- No copies nunca una dirección de tu historial de transacciones.
- Compara la dirección completa, no solo sus primeros y últimos caracteres, y envía primero una pequeña cantidad de prueba.

## Falso soporte

Los «agentes de soporte» que te contactan primero, en chats o comentarios, son estafadores. El soporte real no te escribe primero y nunca necesita un código, una contraseña ni una frase semilla.

## Lista de comprobación antes de firmar

1. ¿He abierto yo esta web?
2. ¿Entiendo qué permite esta transacción?
3. ¿La dirección es correcta de principio a fin?
4. ¿Alguien me está metiendo prisa?

Si alguna respuesta es no, detente. En Vela puedes practicar el trading sin ninguno de estos riesgos, porque aquí nunca se firma nada en una blockchain.`,
};
