// The texts of the seeded content pages (issue 16): English, with Filipino (TL) and Simplified Chinese (CN) where a
// row exists. Bodies are HTML that server/domain/html.ts keeps (p, h3, ul, b ...).

interface Text {
  title: string;
  body: string;
}
export interface SeededPage {
  kind: 'SPONSOR' | 'ABOUT' | 'BLOG' | 'WINNER';
  slug: string;
  /** Days from the seed's time; a positive value is a page that is not published yet. */
  publishInDays: number;
  cover?: boolean;
  rank?: number;
  texts: { EN: Text; TL?: Text; CN?: Text };
}

export const SEEDED_PAGES: SeededPage[] = [
  {
    kind: 'SPONSOR',
    slug: 'main',
    publishInDays: -60,
    cover: true,
    texts: {
      EN: {
        title: 'Proud sponsor of Manila Thunder esports',
        body: '<p>playstate is the main sponsor of <b>Manila Thunder</b>, the Philippine esports team that reached the Southeast Asian finals in Mobile Legends and Valorant this season.</p><h3>What we support</h3><ul><li>Training facilities and coaching for the main roster</li><li>A grassroots academy for players aged 18 to 21</li><li>Live watch parties in Manila, Cebu and Davao</li></ul><p>Follow the team on our social channels and watch every match with the community.</p>',
      },
      TL: {
        title: 'Ipinagmamalaking sponsor ng Manila Thunder esports',
        body: '<p>Ang playstate ang pangunahing sponsor ng <b>Manila Thunder</b>, ang Philippine esports team na umabot sa Southeast Asian finals sa Mobile Legends at Valorant ngayong season.</p><h3>Ang aming sinusuportahan</h3><ul><li>Mga pasilidad sa pagsasanay at coaching para sa main roster</li><li>Isang grassroots academy para sa mga manlalarong edad 18 hanggang 21</li><li>Mga live watch party sa Manila, Cebu at Davao</li></ul><p>Sundan ang team sa aming social channels at panoorin ang bawat laban kasama ang komunidad.</p>',
      },
      CN: {
        title: '马尼拉雷霆电竞队荣誉赞助商',
        body: '<p>playstate 是 <b>马尼拉雷霆（Manila Thunder）</b> 的主赞助商。这支菲律宾电竞战队本赛季打进了《无尽对决》和《无畏契约》东南亚总决赛。</p><h3>我们支持的项目</h3><ul><li>主力阵容的训练设施和教练团队</li><li>面向 18 至 21 岁选手的青训学院</li><li>在马尼拉、宿务和达沃举办的现场观赛派对</li></ul><p>在我们的社交平台关注战队，与社区一起观看每一场比赛。</p>',
      },
    },
  },
  {
    kind: 'ABOUT',
    slug: 'main',
    publishInDays: -60,
    cover: true,
    texts: {
      EN: {
        title: 'About playstate',
        body: '<p>playstate is an online gaming and betting platform for the Philippines and Southeast Asia. Slots, live casino, sports, e-sports, poker, fishing, lotteries and sabong share one wallet, with deposits in a minute and withdrawals you confirm yourself.</p><h3>Licensed and fair</h3><p>We are licensed in the British Virgin Islands and Malta. Every game comes from a certified provider, and every bet is recorded in a double-entry ledger you can read in your betting and account records.</p><h3>Play responsibly</h3><p>Our games are for adults aged 18 and over. Set your own limits in the member centre and take a break whenever you need one.</p><h3>Here for you</h3><p>Our support team answers 24/7 by live chat, Telegram and Facebook, in English, Filipino and Chinese.</p>',
      },
      TL: {
        title: 'Tungkol sa playstate',
        body: '<p>Ang playstate ay isang online gaming at betting platform para sa Pilipinas at Timog-Silangang Asya. Iisang wallet ang gamit ng slots, live casino, sports, e-sports, poker, fishing, lottery at sabong, na may deposit sa loob ng isang minuto at withdrawal na ikaw mismo ang nagkukumpirma.</p><h3>May lisensya at patas</h3><p>May lisensya kami sa British Virgin Islands at Malta. Bawat laro ay mula sa sertipikadong provider, at bawat taya ay nakatala sa double-entry ledger na mababasa mo sa iyong betting at account records.</p><h3>Maglaro nang responsable</h3><p>Ang aming mga laro ay para sa mga edad 18 pataas. Magtakda ng sariling limitasyon sa member centre at magpahinga kapag kailangan mo.</p><h3>Nandito kami para sa iyo</h3><p>Sumasagot ang aming support team 24/7 sa live chat, Telegram at Facebook, sa English, Filipino at Chinese.</p>',
      },
      CN: {
        title: '关于 playstate',
        body: '<p>playstate 是面向菲律宾和东南亚的在线游戏与投注平台。老虎机、真人娱乐场、体育、电竞、扑克、捕鱼、彩票和斗鸡共用一个钱包，存款一分钟到账，提款由您亲自确认。</p><h3>持牌经营，公平公正</h3><p>我们持有英属维尔京群岛和马耳他牌照。所有游戏均来自认证供应商，每笔投注都记录在复式记账系统中，您可以在投注记录和账户记录中查看。</p><h3>理性娱乐</h3><p>我们的游戏仅面向 18 岁及以上的成年人。请在会员中心设置自己的限额，需要时随时休息。</p><h3>随时为您服务</h3><p>我们的客服团队通过在线客服、Telegram 和 Facebook 全天候为您服务，支持英语、菲律宾语和中文。</p>',
      },
    },
  },
  {
    kind: 'BLOG',
    slug: 'weekend-jackpot-recap',
    publishInDays: -3,
    cover: true,
    texts: {
      EN: {
        title: 'Weekend recap: three jackpots in one night',
        body: '<p>Saturday night was one to remember: three players hit progressive jackpots within four hours, the biggest a ₱1,284,000 win on JILI\'s Super Ace.</p><p>Our winners told us they kept to a budget and played their favourite games for fun. That is the spirit we love to see.</p><h3>This week</h3><ul><li>Twenty new JILI titles in the game list centre</li><li>Double VIP points on live casino</li><li>The slot race pays ₱58 for ₱2,000 of valid bets</li></ul>',
      },
      TL: {
        title: 'Weekend recap: tatlong jackpot sa isang gabi',
        body: '<p>Hindi malilimutan ang Sabado ng gabi: tatlong manlalaro ang naka-jackpot sa loob ng apat na oras, ang pinakamalaki ay ₱1,284,000 sa Super Ace ng JILI.</p><p>Sabi ng aming mga nanalo, sumunod sila sa budget at naglaro ng paborito nilang laro para sa saya. Iyan ang diwang gusto naming makita.</p><h3>Ngayong linggo</h3><ul><li>Dalawampung bagong JILI title sa game list centre</li><li>Dobleng VIP points sa live casino</li><li>Nagbabayad ang slot race ng ₱58 sa ₱2,000 na valid bet</li></ul>',
      },
      CN: {
        title: '周末回顾：一晚三个头奖',
        body: '<p>周六晚上令人难忘：四小时内三位玩家赢得累积头奖，最高一笔是 JILI《Super Ace》的 ₱1,284,000。</p><p>获奖玩家告诉我们，他们控制预算，只为娱乐玩自己喜欢的游戏。这正是我们希望看到的精神。</p><h3>本周活动</h3><ul><li>游戏列表中心上线二十款 JILI 新游戏</li><li>真人娱乐场双倍 VIP 积分</li><li>老虎机竞赛：有效投注 ₱2,000 得 ₱58</li></ul>',
      },
    },
  },
  {
    kind: 'BLOG',
    slug: 'gcash-deposits-in-a-minute',
    publishInDays: -10,
    cover: true,
    texts: {
      EN: {
        title: 'GCash deposits now arrive in under a minute',
        body: '<p>We rebuilt our GCash channel: deposits now reach your wallet in under a minute, any time of day.</p><h3>How to deposit</h3><ol><li>Open the member centre and choose Deposit.</li><li>Pick GCash and enter the amount.</li><li>Pay on the page that opens; your balance updates on its own.</li></ol><p>Withdrawals to GCash are paid in two parts that you confirm as they arrive.</p>',
      },
      TL: {
        title: 'Dumarating na ang GCash deposit sa loob ng isang minuto',
        body: '<p>Binago namin ang aming GCash channel: umaabot na ang deposit sa iyong wallet sa loob ng isang minuto, anumang oras.</p><h3>Paano mag-deposit</h3><ol><li>Buksan ang member centre at piliin ang Deposit.</li><li>Piliin ang GCash at ilagay ang halaga.</li><li>Magbayad sa page na bubukas; kusang mag-a-update ang iyong balance.</li></ol><p>Ang withdrawal sa GCash ay binabayaran sa dalawang bahagi na kinukumpirma mo pagdating.</p>',
      },
      CN: {
        title: 'GCash 存款现在一分钟内到账',
        body: '<p>我们重建了 GCash 通道：无论何时，存款都会在一分钟内到达您的钱包。</p><h3>如何存款</h3><ol><li>打开会员中心，选择"存款"。</li><li>选择 GCash 并输入金额。</li><li>在打开的页面上付款，余额会自动更新。</li></ol><p>提款到 GCash 分两笔支付，到账后由您逐笔确认。</p>',
      },
    },
  },
  {
    kind: 'BLOG',
    slug: 'sabong-season-guide',
    publishInDays: -20,
    cover: true,
    texts: {
      EN: {
        title: 'A beginner\'s guide to the sabong season',
        body: '<p>DS88 sabong fights run every day from 10:00 to 22:00 (GMT+8). New to sabong? Here is how a fight works.</p><h3>Meron and Wala</h3><p>Each fight has two sides: Meron, the favourite, and Wala, the challenger. Bet on a side before the betting window closes; a draw returns your stake at the posted odds.</p><h3>Play within your limits</h3><p>Fights are quick. Decide your budget before the first one and stop when you reach it.</p>',
      },
    },
  },
  {
    kind: 'BLOG',
    slug: 'christmas-tournament-preview',
    publishInDays: 5,
    cover: true,
    texts: {
      EN: { title: 'Coming soon: the Christmas slot tournament', body: '<p>Twelve days, twelve games and a ₱1,000,000 prize pool. Details on the day it opens.</p>' },
    },
  },
  ...(
    [
      [1, 'maria-super-ace', 'Maria from Quezon City wins ₱1,284,000 on Super Ace', 'Maria taga-Quezon City, nanalo ng ₱1,284,000 sa Super Ace', '奎松市的 Maria 在《Super Ace》赢得 ₱1,284,000'],
      [2, 'jun-baccarat-streak', 'Jun from Cebu: nine baccarat hands in a row, ₱640,500', 'Jun taga-Cebu: siyam na sunod-sunod na baccarat hand, ₱640,500', '宿务的 Jun：百家乐九连胜，赢得 ₱640,500'],
      [3, 'ana-fishing-king', 'Ana from Davao lands ₱412,800 in Fishing King', 'Ana taga-Davao, nakakuha ng ₱412,800 sa Fishing King', '达沃的 Ana 在《捕鱼之王》斩获 ₱412,800'],
      [4, 'paolo-parlay', 'Paolo from Iloilo: a 6-leg parlay worth ₱205,000', null, null],
      [5, 'liza-lucky-numbers', 'Liza from Baguio hits ₱98,700 in Lucky Numbers', null, null],
    ] as const
  ).map(
    ([rank, slug, en, tl, cn]): SeededPage => ({
      kind: 'WINNER',
      slug,
      rank,
      publishInDays: -rank * 2,
      cover: true,
      texts: {
        EN: { title: en, body: '<p>Congratulations to our winner! Every win is paid to the wallet at once and shown in the betting record.</p>' },
        ...(tl ? { TL: { title: tl, body: '<p>Binabati namin ang aming nanalo! Agad na ibinabayad sa wallet ang bawat panalo at makikita ito sa betting record.</p>' } } : {}),
        ...(cn ? { CN: { title: cn, body: '<p>恭喜我们的获奖玩家！每笔奖金都会立即存入钱包，并显示在投注记录中。</p>' } } : {}),
      },
    }),
  ),
];
