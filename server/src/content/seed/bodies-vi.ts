import type { SeedBodies } from './types.ts';

/** vi_VN bodies (Markdown), translated from bodies-en.ts. */
export const bodiesVi: SeedBodies = {
  welcome: `Vela là một sàn giao dịch tiền mã hóa hoàn chỉnh, vận hành bằng tiền demo. Xét về mọi khía cạnh kỹ thuật, các thị trường ở đây đều là thật: lệnh được khớp bởi công cụ khớp lệnh, giá biến động, nến hình thành và sổ lệnh thay đổi nhiều lần mỗi giây. Chỉ có tiền là giả.

## Tiền demo của bạn

Mỗi tài khoản mới được cấp **10.000 USDT, 0,1 BTC và 1 ETH**. Số tiền này được ghi vào sổ cái tài khoản của bạn như mọi khoản nạp khác, nhưng không thể rút ra và không có giá trị gì bên ngoài Vela. Nhờ vậy, Vela là nơi an toàn để:

- tìm hiểu cách sổ lệnh và công cụ khớp lệnh hoạt động;
- thử lệnh giới hạn và lệnh thị trường mà không sợ một lỗi gõ nhầm đắt giá;
- kiểm nghiệm kế hoạch giao dịch trước khi mạo hiểm tiền thật ở bất cứ đâu.

## Bắt đầu từ đâu

1. Tạo tài khoản bằng địa chỉ email hoặc số điện thoại.
2. Mở danh sách thị trường trên trang chủ và chọn một thị trường: BTC/USDT là lựa chọn đầu tiên rất phù hợp.
3. Đọc [Cách đọc sổ lệnh](/vi_VN/events-courses/research) trước khi đặt lệnh đầu tiên.

## Vela không phải là gì

Giá trên Vela đến từ các nhà giao dịch mô phỏng, không phải từ các sàn khác. Giá biến động như một thị trường thật, nhưng không phải là báo giá của bất kỳ tài sản thật nào, và không điều gì bạn làm ở đây là lời khuyên đầu tư.`,

  'ten-markets': `Mười thị trường giao ngay đã mở cửa cho giao dịch demo. Tất cả đều được định giá bằng USDT, nên mỗi mức giá là số USDT mà một đồng coin có giá.

- **BTC/USDT**: Bitcoin, đồng tiền mã hóa đầu tiên và lớn nhất.
- **ETH/USDT**: Ether, đồng coin của mạng hợp đồng thông minh Ethereum.
- **SOL/USDT**: Solana, một mạng lưới nhanh với phí thấp.
- **BNB/USDT**: BNB, đồng coin của BNB Chain.
- **XRP/USDT**: XRP, đồng coin của XRP Ledger, được xây dựng cho thanh toán.
- **DOGE/USDT**: Dogecoin, khởi đầu như một trò đùa rồi trở thành một trong những đồng coin được giao dịch nhiều nhất.
- **TON/USDT**: Toncoin, đồng coin của The Open Network.
- **ADA/USDT**: đồng coin của Cardano.
- **TRX/USDT**: đồng coin của TRON, một mạng lưới được dùng rộng rãi để chuyển stablecoin.
- **LINK/USDT**: Chainlink, mang dữ liệu bên ngoài vào hợp đồng thông minh.

## Mỗi thị trường có gì

- giá trực tiếp cùng mức thay đổi, giá cao nhất, giá thấp nhất và khối lượng trong 24 giờ trên trang chủ;
- sổ lệnh với 20 mức giá mỗi bên, được cập nhật nhiều lần mỗi giây;
- các giao dịch gần nhất và nến từ một phút đến một ngày, với dữ liệu lịch sử một tuần.

Mọi thị trường đều có **giá trị lệnh tối thiểu là 5 USDT**, cùng bước giá và bước khối lượng riêng. Thông báo tiếp theo sẽ giải thích các quy tắc đó cho từng thị trường.`,

  'market-rules': `Mỗi thị trường trên Vela có ba quy tắc. Biểu mẫu đặt lệnh sẽ kiểm tra giúp bạn, nhưng nắm được chúng sẽ giúp bạn tránh những thông báo lỗi khó hiểu.

## Bước giá (tick): mức nhảy của giá

Giá phải là một số nguyên lần bước giá. Trên BTC/USDT, bước giá là 0,01 USDT, nên 95.000,01 là giá hợp lệ còn 95.000,005 thì không. Khi bạn muốn xem khái quát hơn, sổ lệnh có thể gộp giá theo bội số của bước giá (1, 10, 100 hoặc 1.000 bước giá).

## Bước khối lượng (lot): mức nhảy của khối lượng

Khối lượng phải là một số nguyên lần bước khối lượng. Trên DOGE/USDT, bước khối lượng là 1, nên bạn mua 250 DOGE, không bao giờ là 250,5.

## Giá trị lệnh tối thiểu

Trên mọi thị trường, giá nhân khối lượng phải **tối thiểu 5 USDT**. Những lệnh quá nhỏ sẽ chỉ làm rối sổ lệnh mà chẳng cho ai biết thêm điều gì.

| Thị trường | Bước giá (USDT) | Bước khối lượng |
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

Khi bạn dùng các nút 25%, 50%, 75% hoặc 100%, khối lượng được **làm tròn xuống** theo bước khối lượng, nên lệnh không bao giờ đòi nhiều hơn số bạn đang có.`,

  'listing-spotlight': `Ba trong số mười thị trường của Vela đáng được xem kỹ hơn, vì chúng biến động khác với BTC và ETH.

## TON/USDT

Toncoin dùng để trả phí giao dịch trên The Open Network, một blockchain gắn bó chặt chẽ với ứng dụng nhắn tin Telegram. Giá thay đổi theo bước 0,001 USDT và khối lượng theo bước 0,01 TON.

## TRX/USDT

TRX là đồng coin của TRON, mạng lưới đảm nhận một phần lớn các giao dịch chuyển USDT trên thế giới nhờ phí thấp. Một TRX chỉ có giá bằng một phần nhỏ của một đô la, nên giá thay đổi theo bước 0,00001 USDT và khối lượng là số nguyên: 5 USDT mua được vài chục TRX.

## LINK/USDT

Chainlink vận hành các “oracle”, những dịch vụ đưa giá và các dữ liệu bên ngoài khác vào hợp đồng thông minh. Giá thay đổi theo bước 0,001 USDT và khối lượng theo bước 0,01 LINK.

## Cần lưu ý gì với các đồng coin vốn hóa nhỏ

- **Biến động lớn hơn.** Các thị trường nhỏ thường biến động vài phần trăm chỉ trong một giờ. Hãy xác định quy mô lệnh theo mức biến động đó, không phải theo nhịp độ điềm tĩnh hơn của BTC.
- **Sổ lệnh mỏng hơn.** Hãy xem độ sâu trước khi đặt một lệnh thị trường lớn: lệnh có thể được khớp qua nhiều mức giá.
- **Số nguyên.** Với bước khối lượng là 1 TRX, hãy kiểm tra khối lượng mà biểu mẫu đã làm tròn trước khi xác nhận.`,

  'twelve-languages': `Vela nay đã có tiếng Anh, tiếng Nhật, tiếng Hàn, tiếng Trung giản thể và phồn thể, tiếng Thổ Nhĩ Kỳ, tiếng Nga, tiếng Ukraina, tiếng Pháp, tiếng Tây Ban Nha, tiếng Việt và tiếng Bồ Đào Nha.

## Đổi ngôn ngữ

Mở menu ngôn ngữ trên thanh đầu trang và chọn một ngôn ngữ. Bạn vẫn ở nguyên trang hiện tại, với cùng bộ lọc và số trang. Lựa chọn của bạn được ghi nhớ trên trình duyệt này trong một năm và, khi bạn đã đăng nhập, được lưu vào tài khoản.

## Ngày và giờ

Thời gian được hiển thị theo định dạng YYYY/MM/DD HH:mm:ss, theo múi giờ của ngôn ngữ bạn chọn: Tokyo cho tiếng Nhật, Seoul cho tiếng Hàn, Thượng Hải cho tiếng Trung giản thể, Đài Bắc cho tiếng Trung phồn thể, New York cho tiếng Anh và UTC cho các ngôn ngữ còn lại.

## Giá theo đơn vị tiền tệ của bạn

Các thị trường luôn được định giá bằng USDT, nhưng bạn có thể chọn một tiền tệ định giá như USD, EUR hoặc JPY để quy đổi giá trị tài sản. Hãy thay đổi trong tài khoản của bạn.

## Khi một bài viết chưa được dịch

Thông báo và khóa học được viết bằng tiếng Anh trước. Nếu một bài viết chưa có bản dịch sang ngôn ngữ của bạn, Vela sẽ hiển thị bản tiếng Anh kèm một ghi chú cho biết điều đó.`,

  'account-security': `Vela chỉ giữ tiền demo, nhưng những thói quen bạn rèn luyện ở đây chính là những thói quen bảo vệ tiền thật ở nơi khác.

## Vela bảo vệ tài khoản của bạn như thế nào

- **Mã đăng ký** gồm 6 chữ số ngẫu nhiên, chỉ dùng được một lần, hết hạn sau 10 phút và bị vô hiệu sau 5 lần nhập sai.
- **Mật khẩu** chỉ được lưu dưới dạng giá trị băm scrypt có thêm salt: không ai ở Vela đọc được mật khẩu của bạn.
- **Phiên đăng nhập** kéo dài 30 ngày kể từ lúc đăng nhập và kết thúc khi bạn đăng xuất. Các script trên trang không thể đọc cookie phiên.
- **Sau 5 lần đăng nhập thất bại** vào một tài khoản, các lần thử tiếp theo sẽ bị từ chối trong tối đa 15 phút.

## Năm thói quen

1. **Dùng mật khẩu bạn không dùng ở bất kỳ đâu khác**, dài ít nhất 8 ký tự, gồm cả chữ cái và chữ số; trình quản lý mật khẩu sẽ giúp việc này trở nên dễ dàng.
2. **Không bao giờ chia sẻ mã.** Nhân viên Vela sẽ không bao giờ hỏi mã của bạn, dù qua email, chat hay điện thoại.
3. **Kiểm tra thanh địa chỉ** trước khi nhập mật khẩu: trang web lừa đảo sao chép logo hoàn hảo, nhưng không sao chép được tên miền.
4. **Đăng xuất trên máy tính dùng chung**, việc này kết thúc phiên ngay lập tức.
5. **Cảnh giác với sự hối thúc.** “Tài khoản của bạn sẽ bị đóng sau một giờ nữa” là câu mở đầu của hầu hết các vụ lừa đảo.`,

  'first-orders-week': `Bài tập tuần này mất khoảng mười lăm phút và chỉ dùng tiền demo. Chỉ cần làm một lần, biểu mẫu đặt lệnh sẽ không bao giờ khiến bạn bất ngờ nữa.

## Trước khi bắt đầu

Đăng nhập và kiểm tra số dư: tài khoản mới có 10.000 USDT, 0,1 BTC và 1 ETH. Mở thị trường ETH/USDT.

## Bảy bước

1. **Đọc sổ lệnh.** Ghi lại giá mua tốt nhất, giá bán tốt nhất và chênh lệch giữa chúng.
2. **Mua bằng lệnh thị trường.** Mua ETH với khoảng 50 USDT. Lệnh thị trường được khớp ngay với các lệnh bán có giá tốt nhất.
3. **Kiểm tra giao dịch** trong danh sách giao dịch và số dư ETH mới của bạn. So sánh giá bạn nhận được với giá bán tốt nhất bạn đã ghi lại.
4. **Đặt lệnh mua giới hạn thấp hơn giá thị trường**, thấp hơn giá mua tốt nhất khoảng 2%, với 20 USDT. Lệnh không được khớp: nó chờ trong sổ lệnh.
5. **Tìm lệnh của bạn** trong danh sách lệnh đang mở. Số USDT dành cho lệnh này giờ đang bị tạm giữ, chứ chưa bị tiêu.
6. **Hủy lệnh.** Số USDT bị tạm giữ lại sẵn sàng để dùng.
7. **Đặt lệnh bán giới hạn cao hơn giá thị trường** cho một phần số ETH bạn đã mua, rồi theo dõi xem giá có chạm tới đó không.

## Bạn đã học được gì

Lệnh thị trường mua sự chắc chắn được khớp và trả giá bằng chênh lệch. Lệnh giới hạn mua sự chắc chắn về giá và có thể không bao giờ được khớp.`,

  'learning-path': `Sáu khóa học, một thứ tự và một kế hoạch ở cuối. Hãy dành cho mỗi bước một ngày và thử từng ý tưởng bằng tiền demo trước khi đi tiếp.

## Lộ trình nghiên cứu

1. **Cách đọc sổ lệnh.** Giá mua, giá bán, chênh lệch và độ sâu cho bạn biết điều gì.
2. **Nến Nhật và khung thời gian.** Cách đọc một cây nến và vì sao biểu đồ một phút lại nhiều nhiễu.
3. **Lệnh, phí và rủi ro.** Chọn loại lệnh và xác định quy mô vị thế.

## Lộ trình Web3

4. **Ví.** Lưu ký, khóa và số dư Vela của bạn thực chất là gì.
5. **Blockchain, coin và token.** Thứ bạn thực sự đang giao dịch.
6. **An toàn trên chuỗi.** Những chiêu lừa đảo cần nhận ra trước khi bạn nắm giữ coin thật.

## Kế hoạch giao dịch của bạn

Khi đã đọc hết sáu khóa học, hãy viết ra trên một trang giấy:

- những thị trường bạn giao dịch và lý do;
- tín hiệu khiến bạn vào lệnh, và tín hiệu khiến bạn thoát lệnh;
- mức lỗ tối đa bạn chấp nhận cho một giao dịch, tính theo phần trăm số dư;
- việc bạn sẽ làm sau ba giao dịch thua lỗ liên tiếp.

Sau đó, hãy giao dịch theo kế hoạch với tiền demo trong hai tuần, và chỉ thay đổi kế hoạch giữa các tuần, không bao giờ thay đổi khi đang trong một giao dịch.`,

  'maintenance-restarts': `Thỉnh thoảng Vela khởi động lại để cài đặt bản cập nhật. Một lần khởi động lại chỉ mất vài giây và được thiết kế để bạn không mất gì cả.

## Điều gì xảy ra khi khởi động lại

- Máy chủ ngừng nhận kết nối mới và xử lý xong các yêu cầu đang thực hiện.
- Công cụ khớp lệnh lưu các giao dịch và nến gần nhất trước khi dừng.
- Số dư và sổ cái của bạn nằm trong cơ sở dữ liệu và không bị ảnh hưởng.

## Những gì bạn thấy

Chỉ báo kết nối bên cạnh giá trực tiếp cho biết trạng thái luồng dữ liệu trực tiếp của bạn:

- **Trực tiếp**: giá được cập nhật theo thời gian thực.
- **Đang kết nối lại**: kết nối bị ngắt và trang đang tự thử lại. Hãy giữ trang mở.
- **Ngoại tuyến**: thiết bị của bạn không có kết nối mạng.

Sau khi khởi động lại, trang tự kết nối lại, lấy ảnh chụp mới của sổ lệnh và tiếp tục hoạt động. Bạn không cần tải lại trang.

## Đặt lệnh trong thời gian bảo trì

Trong lúc luồng dữ liệu đang kết nối lại, hãy đợi đến khi chỉ báo hiển thị lại **Trực tiếp** rồi mới hành động dựa trên mức giá bạn thấy.`,

  'history-backfill': `Biểu đồ trên Vela không có khoảng trống, kể cả sau khi công cụ thị trường đã dừng một thời gian.

## Cách hoạt động

Mọi cây nến trên Vela đều được dựng từ các thanh một phút mà công cụ lưu lại khi giao dịch diễn ra. Các nến dài hơn (5 phút, 15 phút, 1 giờ, 4 giờ, 1 ngày) được cộng gộp từ các thanh một phút đó khi bạn yêu cầu.

Khi công cụ khởi động lại sau một thời gian tạm dừng, nó tìm phút cuối cùng đã được lưu của mỗi thị trường. Với mỗi phút bị thiếu kể từ đó, nó vẽ một thanh từ chính đường đi giá mô phỏng đang điều khiển thị trường trực tiếp, để biểu đồ tiếp nối liền mạch đến giá hiện tại.

## Giới hạn

- **Tối đa một tuần** được bổ sung. Sau thời gian tạm dừng lâu hơn, biểu đồ bắt đầu lại từ một tuần trước.
- **Các phút được bổ sung là mô phỏng**, giống như mọi thứ trên Vela, và không chứa giao dịch nào mà bạn có thể đã tham gia.
- **Danh sách giao dịch không được bổ sung**: danh sách này hiển thị các giao dịch thật gần nhất của công cụ, tối đa 1.000 giao dịch gần nhất cho mỗi thị trường.

Một thị trường mới nhận được một tuần dữ liệu lịch sử một phút ngay lần khởi động đầu tiên, nên biểu đồ của nó hữu ích ngay từ ngày đầu.`,

  'live-engine': `Mọi mức giá trên Vela đều đến từ một công cụ khớp lệnh, cùng loại chương trình vận hành một sàn giao dịch thật.

## Giá trước, thời gian sau

Mỗi thị trường có một sổ lệnh: lệnh mua (bid) được xếp từ giá cao nhất trở xuống, lệnh bán (ask) từ giá thấp nhất trở lên. Một lệnh mới được khớp với phía đối diện ở các mức giá tốt nhất trước. Ở cùng một mức giá, lệnh đến trước được khớp trước.

## Ai đang giao dịch

Trên mỗi thị trường, một nhà tạo lập thị trường mô phỏng duy trì 20 mức giá ở mỗi bên sổ lệnh và cập nhật lại báo giá khoảng mỗi giây một lần. Các nhà giao dịch mô phỏng gửi lệnh thị trường suốt ngày đêm. Lệnh của bạn gặp cả hai.

## Ý nghĩa trên màn hình

- **Giá gần nhất** là giá của giao dịch gần đây nhất.
- **Sổ lệnh** chính là sổ lệnh của công cụ, được cập nhật nhiều lần mỗi giây.
- **Các giao dịch** là những lần khớp lệnh của công cụ, mới nhất ở trên cùng.
- **Nến** được dựng từ chính những giao dịch đó.

Vì tất cả đều đến từ một công cụ duy nhất, chúng luôn khớp nhau: một giao dịch trong danh sách có mặt trong cây nến và đã làm thay đổi sổ lệnh.`,

  'themes-notifications': `Hai thay đổi nhỏ giúp Vela dễ chịu hơn khi sử dụng.

## Giao diện sáng và tối

Dùng nút chuyển giao diện trên thanh đầu trang để chuyển giữa sáng và tối. Lựa chọn của bạn được lưu trong cookie, nên trang tiếp theo tải ngay với đúng giao diện, không bị nháy. Màu của giá tăng và giá giảm vẫn dễ phân biệt ở cả hai giao diện.

## Tin báo khi có thông báo mới

Khi Vela đăng một thông báo, mọi tài khoản đều nhận được một tin báo. Biểu tượng chuông trên thanh đầu trang cho biết số tin báo bạn chưa đọc; mở chuông để đọc và đánh dấu là đã đọc.

Tin báo đến với bạn trên mọi thiết bị bạn đang đăng nhập, và số tin chưa đọc luôn giống nhau trên tất cả các thiết bị.`,

  'order-book-basics': `Sổ lệnh là danh sách mọi lệnh đang chờ khớp trên một thị trường. Chỉ mất một phút để học cách đọc, và nó cho bạn biết nhiều hơn bất kỳ biểu đồ nào.

## Giá mua và giá bán

Sổ lệnh có hai phía:

- **Lệnh mua (bid)** được xếp từ giá cao nhất trở xuống. Dòng trên cùng là **giá mua tốt nhất**: mức cao nhất mà ai đó sẵn sàng trả ngay lúc này.
- **Lệnh bán (ask)** được xếp từ giá thấp nhất trở lên. Dòng trên cùng là **giá bán tốt nhất**: mức thấp nhất mà ai đó sẵn sàng bán ngay lúc này.

Mỗi dòng hiển thị một mức giá và tổng khối lượng đang chờ ở mức giá đó.

## Chênh lệch giá

Khoảng cách giữa giá bán tốt nhất và giá mua tốt nhất là **chênh lệch giá** (spread). Nếu giá mua tốt nhất trên BTC/USDT là 94.999,50 và giá bán tốt nhất là 95.000,10, chênh lệch là 0,60 USDT. Lệnh mua thị trường trả theo giá bán, lệnh bán thị trường nhận theo giá mua, nên chênh lệch là chi phí bạn trả mỗi khi đòi khớp ngay lập tức.

## Độ sâu

Cộng dồn khối lượng qua từng mức giá, bạn có **độ sâu**: lượng bạn có thể mua hoặc bán trước khi giá chạy ngược lại bạn. Sổ lệnh sâu hấp thụ được lệnh lớn; sổ lệnh mỏng thì dễ trượt giá.

## Gộp mức giá

Trên thị trường sôi động, các dòng nằm rất sát nhau. Gộp sổ lệnh theo 10, 100 hoặc 1.000 bước giá để thấy khối lượng lớn đang tập trung ở đâu.

## Trước khi đặt lệnh

1. Kiểm tra chênh lệch: chênh lệch rộng thì lệnh giới hạn có lợi hơn.
2. So sánh khối lượng của bạn với độ sâu gần mức giá tốt nhất.
3. Hãy nhớ rằng sổ lệnh thay đổi liên tục: những gì bạn thấy chỉ là ảnh chụp nhanh, được làm mới nhiều lần mỗi giây.

## Thử ngay

Mở BTC/USDT, ghi lại giá mua tốt nhất, giá bán tốt nhất và chênh lệch, rồi quay lại sau một phút để so sánh.`,

  candlesticks: `Biểu đồ nến nén hàng nghìn giao dịch thành một hình dạng có thể đọc chỉ trong nháy mắt.

## Một cây nến

Mỗi cây nến bao trùm một khoảng thời gian, chẳng hạn một giờ, và thể hiện bốn mức giá:

- **Giá mở cửa**: giao dịch đầu tiên của khoảng thời gian đó.
- **Giá cao nhất** và **giá thấp nhất**: các mức cực trị, được vẽ bằng những đường bóng nến mảnh.
- **Giá đóng cửa**: giao dịch cuối cùng của khoảng thời gian đó.

Thân nến dày trải từ giá mở cửa đến giá đóng cửa. Khi giá đóng cửa cao hơn giá mở cửa, đó là nến tăng (màu xanh lá trên Vela); khi thấp hơn, đó là nến giảm (màu đỏ).

## Khung thời gian

Vela cung cấp nến 1 phút, 5 phút, 15 phút, 1 giờ, 4 giờ và 1 ngày. Chỉ các thanh một phút được lưu; các khung khác được dựng từ chúng. Giá mở cửa của nến 1 giờ là giá mở cửa của phút đầu tiên, giá đóng cửa là giá đóng cửa của phút cuối cùng, còn giá cao nhất và thấp nhất là các mức cực trị của cả sáu mươi phút.

Khung thời gian ngắn có nhiều nhiễu: chỉ một lệnh lớn cũng có thể tạo ra một bóng nến dài. Khung dài cho thấy xu hướng nhưng phản ứng chậm hơn. Một thói quen phổ biến là xem khung dài để xác định hướng và khung ngắn để chọn thời điểm.

## Khối lượng

Khối lượng là lượng đã được giao dịch trong thời gian của cây nến. Một biến động đi kèm khối lượng lớn nghĩa là nhiều nhà giao dịch đồng thuận với nó; cùng biến động đó nhưng khối lượng thấp thì dễ bị đảo chiều hơn.

## Đọc vài cây nến

- Bóng dưới dài: bên bán đẩy giá xuống, bên mua kéo giá trở lại.
- Nhiều thân nến nhỏ liên tiếp: thị trường đang lưỡng lự.
- Thân nến lớn đóng cửa gần mức cao nhất: bên mua kiểm soát đến phút cuối.

Không mô hình nào dự đoán được cây nến tiếp theo. Hãy dùng chúng để mô tả những gì đã xảy ra, và để kế hoạch của bạn quyết định phải làm gì.`,

  'orders-fees-risk': `Mỗi giao dịch đều phải trả lời ba câu hỏi: vào lệnh thế nào, tốn bao nhiêu chi phí và bạn có thể chấp nhận lỗ bao nhiêu.

## Lệnh giới hạn hay lệnh thị trường

- **Lệnh thị trường** được khớp ngay với các mức giá tốt nhất trong sổ lệnh. Bạn biết lệnh sẽ được khớp, nhưng không biết chính xác giá.
- **Lệnh giới hạn** xác định mức giá tệ nhất bạn chấp nhận. Nếu sổ lệnh không thể khớp lệnh ở mức giá đó, lệnh sẽ chờ cho đến khi có người khác khớp được, hoặc cho đến khi bạn hủy.

## Maker và taker

Lệnh được khớp với một lệnh đã chờ sẵn trong sổ là **taker**: nó lấy đi thanh khoản. Lệnh chờ trong sổ và được khớp sau đó là **maker**: nó đã tạo ra thanh khoản. Các sàn thường thu phí taker cao hơn. Biểu mẫu đặt lệnh của Vela hiển thị mức phí áp dụng và ước tính phí trước khi bạn xác nhận. Lệnh mua trả phí bằng USDT, cộng thêm vào tổng giá trị; lệnh bán bị trừ phí vào số USDT thu về.

## Trượt giá

Một lệnh thị trường lớn sẽ ăn qua nhiều mức giá. Giá trung bình của nó kém hơn giá tốt nhất bạn đã thấy: phần chênh lệch đó là **trượt giá** (slippage). Hãy kiểm tra độ sâu trước, chia nhỏ lệnh lớn hoặc dùng lệnh giới hạn.

## Quy mô vị thế

Hãy quyết định mức lỗ tối đa cho một giao dịch (nhiều nhà giao dịch dùng 1% số dư) rồi tính ngược lại:

1. Số dư 10.000 USDT, rủi ro 1%: tối đa 100 USDT.
2. Bạn sẽ thoát lệnh nếu giá giảm 4% so với giá vào lệnh.
3. Quy mô vị thế: 100 / 0,04 = 2.500 USDT.

Với quy tắc này, mười giao dịch thua lỗ liên tiếp chỉ làm mất khoảng một phần mười số dư, chứ không phải toàn bộ.

## Chi phí cộng dồn

Một vòng mua rồi bán phải trả hai lần phí và thường cả chênh lệch giá. Với mục tiêu lợi nhuận nhỏ, các chi phí này có thể ăn mất phần lớn tiền lãi, vì vậy hãy tính chúng trước khi vào lệnh, đừng đợi đến sau.`,

  wallets: `Trong thế giới tiền mã hóa, “ví” có hai nghĩa khác nhau, và bạn dùng loại nào là điều quan trọng.

## Tài khoản trên sàn

Trên sàn giao dịch, sàn giữ coin và ghi lại phần nào thuộc về bạn. Bạn đăng nhập bằng mật khẩu; nếu quên, sàn có thể giúp bạn lấy lại quyền truy cập. Bạn phụ thuộc vào việc sàn luôn có khả năng thanh toán và an toàn. Đây là hình thức **lưu ký** bởi bên thứ ba.

## Ví tự lưu ký

Ví tự lưu ký là phần mềm hoặc một thiết bị nhỏ giữ **khóa riêng tư** của bạn. Ai nắm khóa thì người đó chuyển được coin; không ai khác làm được, và không ai có thể đảo ngược một lần chuyển tiền.

Hầu hết các ví tạo khóa từ một **cụm từ khôi phục** gồm 12 hoặc 24 từ. Cụm từ khôi phục *chính là* chiếc ví: bất kỳ ai đọc được nó đều có thể rút sạch ví, từ bất cứ đâu trên thế giới.

- Hãy viết nó ra giấy, cất giữ ngoại tuyến và không bao giờ nhập nó vào bất kỳ trang web nào.
- Không đội hỗ trợ, sàn giao dịch hay bản cập nhật ứng dụng nào lại cần đến cụm từ khôi phục của bạn.
- Nếu làm mất nó, một thiết bị hỏng đồng nghĩa với coin bị mất.

## Số dư Vela của bạn

Vela hoạt động như một tài khoản trên sàn, với tiền demo. Mỗi số dư có phần **khả dụng**, tự do để giao dịch, và phần **bị tạm giữ** bởi các lệnh đang mở của bạn. Mọi thay đổi đều được ghi vào sổ cái, nên số dư của bạn luôn có thể được dựng lại từ lịch sử của nó.

Giá trị **tổng tài sản** của bạn cộng tất cả số dư quy ra USDT theo giá thị trường hiện tại. Những coin không có thị trường trên Vela sẽ không được tính. Bạn có thể hiển thị giá trị quy đổi bằng một tiền tệ khác trong phần cài đặt tài khoản.

## Nên dùng loại nào

Sàn giao dịch tiện cho việc giao dịch; tự lưu ký an toàn hơn cho việc nắm giữ dài hạn, nếu bạn bảo vệ được cụm từ khôi phục. Nhiều người dùng cả hai, và chỉ để trên sàn phần họ đang tích cực giao dịch.`,

  'blockchains-tokens': `Mười đồng coin trên Vela không phải đều cùng một loại. Biết đồng nào là loại gì giúp bạn hiểu điều gì làm giá của chúng biến động.

## Blockchain và coin của chúng

Blockchain là một sổ ghi chép chung về các lần chuyển tiền, được nhiều máy tính cùng duy trì thống nhất với nhau. Mỗi blockchain có một **coin gốc** dùng để trả phí sử dụng mạng:

- **BTC** trên Bitcoin, được thiết kế để trở thành tiền kỹ thuật số khan hiếm.
- **ETH** trên Ethereum, mạng lưới còn chạy hợp đồng thông minh: các chương trình giữ và chuyển coin theo quy tắc.
- **SOL**, **TON**, **ADA**, **TRX**, **BNB** và **XRP** trên các mạng lưới riêng, mỗi mạng cân bằng giữa tốc độ, chi phí và mức độ phi tập trung theo một cách khác nhau.

## Token

**Token** là tài sản được tạo bởi một hợp đồng thông minh trên một blockchain có sẵn, chứ không phải một mạng lưới riêng. **LINK** khởi đầu là một token trên Ethereum. **USDT** được phát hành dưới dạng token trên nhiều mạng lưới, trong đó có Ethereum và TRON.

## Stablecoin

USDT là một **stablecoin**: đơn vị phát hành đặt mục tiêu giữ giá trị một USDT bằng một đô la Mỹ bằng cách nắm giữ tài sản dự trữ. Đó là lý do các sàn dùng nó để niêm yết giá. Một stablecoin chỉ đáng tin cậy đến mức dự trữ của đơn vị phát hành cho phép, và trong quá khứ nó từng có lúc mất neo giá trong thời gian ngắn.

## Vì sao tài sản định giá lại quan trọng

Mọi thị trường trên Vela đều được định giá bằng USDT. Khi BTC/USDT tăng, một BTC có giá trị nhiều USDT hơn. Tổng tài sản của bạn được tính bằng USDT, rồi quy đổi sang tiền tệ định giá mà bạn đã chọn.

## Cùng tên, khác mạng

Trên các sàn thật, cùng một token có thể tồn tại trên nhiều mạng lưới. Gửi USDT nhầm mạng là một trong những sai lầm phổ biến và đắt giá nhất. Luôn kiểm tra mạng lưới cũng như địa chỉ.`,

  'onchain-safety': `Trên blockchain, một giao dịch đã ký là không thể đảo ngược. Dưới đây là những chiêu lừa đảo rút sạch ví thật, và những thói quen giúp ngăn chặn chúng.

## Trang web phishing

Một bản sao của trang web ví hoặc sàn giao dịch quen thuộc yêu cầu bạn “xác minh” ví hoặc nhập cụm từ khôi phục. Cách phòng tránh:

- Tự gõ địa chỉ trang web hoặc dùng dấu trang của chính bạn; đừng bấm vào liên kết trong tin nhắn hay quảng cáo tìm kiếm.
- Dịch vụ thật không bao giờ hỏi cụm từ khôi phục của bạn. Bất kỳ ai hỏi đều là kẻ trộm.

## Quyền phê duyệt độc hại

Nhiều token cho phép một hợp đồng thông minh chi tiêu chúng thay bạn sau khi bạn ký một **quyền phê duyệt** (approval). Trang web lừa đảo sẽ yêu cầu phê duyệt không giới hạn, rồi sau đó rút sạch token, kể cả khi bạn đã đóng trang. Cách phòng tránh:

- Đọc kỹ những gì bạn ký. “Approve” hay “Set approval for all” là trao quyền chi tiêu.
- Chỉ phê duyệt đúng số lượng bạn cần, và thu hồi các quyền phê duyệt cũ bằng một công cụ thu hồi (revoke) mà bạn tin cậy.

## Đầu độc địa chỉ

Kẻ tấn công gửi cho bạn một khoản rất nhỏ từ một địa chỉ có phần đầu và phần cuối giống với địa chỉ bạn hay dùng, hy vọng lần sau bạn sẽ sao chép nhầm nó từ lịch sử. Cách phòng tránh:

- Không bao giờ sao chép địa chỉ từ lịch sử giao dịch.
- So sánh toàn bộ địa chỉ, không chỉ vài ký tự đầu và cuối, và gửi thử một khoản nhỏ trước.

## Hỗ trợ giả mạo

Những “nhân viên hỗ trợ” chủ động liên hệ với bạn trước, trong các nhóm chat hay bình luận, đều là kẻ lừa đảo. Bộ phận hỗ trợ thật không nhắn tin cho bạn trước và không bao giờ cần mã, mật khẩu hay cụm từ khôi phục.

## Danh sách kiểm tra trước khi ký

1. Tôi có tự mở trang web này không?
2. Tôi có hiểu giao dịch này cho phép những gì không?
3. Địa chỉ có đúng từ đầu đến cuối không?
4. Tôi có đang tự quyết định mà không bị ai hối thúc không?

Nếu có bất kỳ câu trả lời nào là “không”, hãy dừng lại. Trên Vela, bạn có thể luyện tập giao dịch mà không gặp bất kỳ rủi ro nào trong số này, vì không có gì ở đây được ký trên blockchain.`,
};
