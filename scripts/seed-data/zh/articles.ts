import { DEFAULT_MARKET_SETTINGS } from '@/lib/buyer-tools/market-settings'

// Chinese edition of three demo news posts, keyed by SeedArticle.slug. Each html keeps the
// English markup tag for tag (the seed converts it to rich text the same way), with hrefs
// unchanged; only the text is in Chinese. Amounts of a million dirhams and more are written in
// 万 and 亿, as Chinese readers count them.

// The mortgage article quotes the lending rules the calculator applies: the very figures the seed
// writes into site settings, so the article and /mortgage-calculator never disagree.
const { ltv, maxAgeExpat, maxAgeNational, maxTermYears } = DEFAULT_MARKET_SETTINGS.mortgage
const { dldTransferPercent, mortgageRegistrationPercent, agencyFeePercent } = DEFAULT_MARKET_SETTINGS.fees
/** The first-home price threshold in 万 (ten thousands) of dirhams: 5,000,000 → 500. */
const threshold = DEFAULT_MARKET_SETTINGS.mortgage.ltvPriceThreshold / 10_000

export const chineseArticles: Record<string, { title: string; excerpt: string; html: string }> = {
  'uae-mortgage-rates-november-2026': {
    title: 'EIBOR 走低，按揭利率随之下调',
    excerpt:
      '阿联酋各家银行今年第三次下调固定和浮动按揭利率。这对买家意味着什么？阿联酋央行的贷款成数规定为何依然照旧？',
    html: `<h2>借钱更便宜了，规则没变</h2>
<p>美国最近一次降息后，由于迪拉姆与美元挂钩，阿联酋央行随即跟进，三个月期阿联酋银行间同业拆借利率（EIBOR）已降至2022年以来的最低水平。各家银行反应迅速：面向受薪居民的最优固定利率方案目前约3.5%起（固定三年），与 EIBOR 挂钩的浮动利率则从基准利率上浮约1%起。</p>
<h2>降息能省下多少迪拉姆</h2>
<p>以一笔240万迪拉姆、期限25年的贷款为例，利率每下降0.5个百分点，月供约减少650迪拉姆。三年固定利率期内累计可省下23,000迪拉姆以上——足以覆盖一套中端房产相当大一部分的交易费用。</p>
<h2>贷款上限没有变</h2>
<p>利率下调并不改变银行可以放贷的额度。<a href="https://www.centralbank.ae/en/">阿联酋中央银行</a>对贷款成数的上限规定如下：</p>
<ul>
<li><strong>外籍人士，首套房价值不超过${threshold}万迪拉姆：</strong>最高可贷房价的${ltv.expatFirstUpToThreshold}%，即首付至少${100 - ltv.expatFirstUpToThreshold}%。</li>
<li><strong>外籍人士，首套房价值超过${threshold}万迪拉姆：</strong>最高${ltv.expatFirstAboveThreshold}%。</li>
<li><strong>阿联酋公民，首套房价值不超过${threshold}万迪拉姆：</strong>最高${ltv.nationalFirstUpToThreshold}%；超过${threshold}万迪拉姆的，最高${ltv.nationalFirstAboveThreshold}%。</li>
<li><strong>第二套及以上住房：</strong>外籍人士最高${ltv.expatSecond}%，阿联酋公民最高${ltv.nationalSecond}%。</li>
<li><strong>期房：</strong>最高可贷房价的${ltv.offPlan}%。</li>
</ul>
<p>每月还款总额（包括车贷和信用卡）不得超过收入的50%，贷款期限最长${maxTermYears}年。银行还要求外籍借款人在${maxAgeExpat}岁之前、阿联酋公民在${maxAgeNational}岁之前还清贷款。</p>
<h2>除了首付，交易费用也要算进预算</h2>
<p>大多数买家只盯着${100 - ltv.expatFirstUpToThreshold}%的首付，却忘了其他开销。首付之外，还要预留：</p>
<ul>
<li>${dldTransferPercent}%的 DLD 过户费和过户中心服务费；</li>
<li>按揭登记费，为贷款金额的${mortgageRegistrationPercent}%，另加行政手续费；</li>
<li>银行估价费和贷款手续费，后者通常最高为贷款金额的1%；</li>
<li>如果买的是二手房，还有${agencyFeePercent}%的中介费及增值税（直接向开发商购买期房则没有这笔费用）。</li>
</ul>
<p>粗略来说，贷款买房的买家手头要准备约相当于房价27%的现金。</p>
<blockquote>“固定还是浮动，是每个人都会问的问题。如果利率再涨会让月供吃紧，就选固定利率；如果您打算三年内卖房或转按揭，做决定之前一定要看清提前还款的费用。”——Arjun Nair，按揭顾问</blockquote>
<h2>出价之前，先拿到预审批</h2>
<p>有了预审批函，卖家就知道您有能力完成交易，您也能清楚知道自己最多能花多少钱。备齐工资证明、银行流水和阿联酋身份证，通常三到五个工作日就能办好。我们的按揭顾问免费为您比较阿联酋各家银行的方案。<a href="/services/mortgage">了解我们的按揭服务</a>。</p>`,
  },

  'dld-transactions-october-2026': {
    title: 'DLD 数据：2026年10月成交一览',
    excerpt:
      '10月，迪拜土地局登记的房产交易超过18,000宗。资金流向了哪里？哪些交易格外引人注目？',
    html: `<h2>又一个交易额突破500亿迪拉姆的月份</h2>
<p>根据迪拜土地局的记录，2026年10月共登记房地产交易18,420宗，总额543亿迪拉姆，涵盖买卖、抵押和赠与。其中买卖交易15,260宗，比2025年10月增长9%。这已经是今年第八个交易总额超过500亿迪拉姆的月份。</p>
<h2>买家都买在了哪里</h2>
<p>按成交宗数计，最活跃的五个区域是：</p>
<ol>
<li><strong>朱美拉村环区（JVC）</strong>——成交量依旧领跑，主要来自新建精品楼盘里的开间和一居室。</li>
<li><strong>商业湾</strong>——既有运河沿岸的期房塔楼，也有面向投资者的现房公寓。</li>
<li><strong>迪拜南城</strong>——阿勒马克图姆国际机场和世博城周边的住宅持续受到关注。</li>
<li><strong>迪拜溪港</strong>——地铁蓝线开通在即，现房和期房需求都保持强劲。</li>
<li><strong>穆罕默德·本·拉希德城</strong>——尤其是 Sobha Hartland II 和第11区新推出的别墅。</li>
</ol>
<p>按成交金额计，朱美拉棕榈岛再次居首。当月岛上有31套别墅以超过2,000万迪拉姆的价格成交，最大的一笔住宅交易是G叶上的一座海滨豪宅，成交价高达1.62亿迪拉姆。</p>
<h2>现房与期房</h2>
<p>期房占成交宗数的59%、成交金额的54%。现房占比已连续第三个月回升：随着新竣工的楼盘陆续进入二手市场，想马上入住的自住买家和希望立刻收租的投资者正在回流二手房市场。</p>
<h2>按揭贷款</h2>
<p>按揭登记量升至3,870宗，创2024年初以来的单月新高。利率下降让贷款买房更有吸引力；而且现在只要银行出具无异议函，按揭中的房产也能计入黄金签证200万迪拉姆的门槛，因此越来越多的买家把按揭和黄金签证申请放在一起办。</p>
<blockquote>“按揭数据才是10月真正的看点。这一轮行情是现金买家撑起来的，而让它走得更远的，将是贷款买房的自住业主。”——Arjun Nair，按揭顾问</blockquote>
<h2>如何自己看懂成交数据</h2>
<p>迪拜每一笔登记过的成交都是公开的。通过 Dubai REST 应用和<a href="https://dubailand.gov.ae/en/open-data/real-estate-data/">DLD 开放数据平台</a>，可以查到每笔交易的日期、区域、面积和价格，只是不显示具体房号。出价之前，建议比较：</p>
<ul>
<li>同一栋楼最近三到六笔成交，并按楼层和景观做相应调整；</li>
<li>每平方英尺单价，而不是总价；</li>
<li>可比成交是期房还是现房——两者的成交价位往往不在一个水平。</li>
</ul>
<p>我们团队出具的每一份估价和出价建议，都会附上这些可比成交。如果您打算卖房，<a href="/contact">欢迎索取基于成交数据的估价</a>；如果您准备买房，<a href="/property">看看现在有哪些房源</a>。</p>`,
  },

  'off-plan-launches-to-watch-q4-2026': {
    title: '今冬值得关注的期房新盘',
    excerpt:
      '2026年底最值得关注的期房新盘，从迪拜溪港到朱美拉棕榈岛；另附付认购定金之前，每位买家都该做的几项核查。',
    html: `<h2>新盘扎堆的季节</h2>
<p>每年第四季度历来是迪拜新盘最集中的时候，2026年也不例外。从迪拜南城的开间到朱美拉棕榈岛的整层豪宅，开发商在各个价位都排好了推盘计划。我们梳理了客户问得最多的几个新盘，以下楼盘在地段、付款条件或交付记录上尤为突出。</p>
<h2>我们的精选名单</h2>
<h3>Creek Crescent Residences，迪拜溪港</h3>
<p>这栋52层塔楼离规划中的蓝线地铁站只有几步路，提供一居室到四居室，付款计划为80/20。天际线景观、游艇码头和日益完善的交通——凭这些基本面，迪拜溪港是本季中高端新盘里更有说服力的选择之一。计划于2028年第四季度交房。</p>
<h3>Azure Coast Palm Residences，朱美拉棕榈岛</h3>
<p>位于西侧新月岛环的精品楼盘，只有48套住宅，包括整层顶层公寓和带私人屋顶泳池的单位。40/60的付款计划在这一档市场并不多见，适合希望楼盘竣工后再付大头的买家。</p>
<h3>Rimal Circle Residences，朱美拉村环区</h3>
<p>一栋面朝社区公园的22层塔楼，主要面向投资者，采用30/70交房后付款计划，尾款在竣工后三年内分期付清。开间入门价不到80万迪拉姆。</p>
<h3>Hillside Park Residences，迪拜山庄</h3>
<p>两栋中层住宅楼，位于迪拜山庄公园边上，付款计划为70/30。迪拜山庄面朝公园的房源历来转售表现不错，这也是为数不多还在购物中心步行范围内的新盘之一。</p>
<h2>付定金之前，先做这五项核查</h2>
<ol>
<li><strong>RERA 备案和托管账户。</strong>根据2007年第8号法律，每个期房楼盘都必须在 RERA 备案并开设托管账户。您的每一笔付款都应打进这个账户，绝不能转到个人账户或不相关的公司账户。</li>
<li><strong>开发商的交付记录。</strong>看看它已竣工的楼盘：延期了多久，交付的成品和宣传册上的差距有多大。</li>
<li><strong>买卖合同。</strong>仔细读清有关延期交付、规划变更、逾期付款罚金以及开发商解约权的条款。</li>
<li><strong>转售条件。</strong>很多开发商要求买家付满房价的30%–40%后，才允许转售并出具所需的 NOC。</li>
<li><strong>Oqood 登记。</strong>付清4%的 DLD 登记费后，这笔购房交易会在 Oqood 系统中登记。一定要索取登记证书——在产权证签发之前，它就是您拥有这套房产的凭证。</li>
</ol>
<blockquote>“开盘当天的折扣，远不如一个按时交房的开发商重要。我们宁愿客户多等一等合适的楼盘，也不希望他们匆忙买错。”——Rami Haddad，期房销售总监</blockquote>
<h2>用数字看懂付款计划</h2>
<p>以一套200万迪拉姆、采用60/40付款计划的公寓为例，常见的付款节奏是：10%认购定金、4%的 DLD 登记费，之后按施工节点每期付5%–10%，累计付到60%，交房时再付40%。如果是交房后付款计划，这笔尾款中的一部分可以在收房后的二到五年内分期支付，而这时房子往往已经在收租了。</p>
<p>我们的期房团队可以把多个新盘放在一起比较，并为您逐一讲解各家开发商的条款。<a href="/services/off-plan">了解我们的期房服务</a>，或<a href="/contact">预约咨询</a>。</p>`,
  },
}
