// Search latency when the answer is not cached: distinct queries (tax terms × pages) sent one at a time, so each
// is a query of the index rather than a hit of the response cache, timed from the client.

export const TERMS = [
  "增值税",
  "个人所得税",
  "企业所得税",
  "出口退税",
  "进料加工",
  "印花税",
  "房产税",
  "土地增值税",
  "消费税",
  "关税",
  "发票",
  "留抵退税",
  "研发费用",
  "加计扣除",
  "小微企业",
  "汇算清缴",
  "专项附加扣除",
  "跨境电商",
  "高新技术企业",
  "固定资产",
  "加速折旧",
  "预缴",
  "纳税申报",
  "免抵退",
  "核定征收",
  "股权转让",
  "个体工商户",
  "社保",
  "契税",
  "车船税",
  "资源税",
  "环境保护税",
  "城建税",
  "教育费附加",
  "差额征税",
  "视同销售",
  "进项税额",
  "销项税额",
  "简易计税",
  "个税",
];

/**
 * @param {string} origin
 * @param {number} count how many distinct queries (at most TERMS.length × 5)
 * @returns {Promise<{ count: number, p50Ms: number, p99Ms: number, errors: number }>}
 */
export async function searchMisses(origin, count = 200) {
  const times = [];
  let errors = 0;
  for (let i = 0; i < count; i += 1) {
    const body = { keyword: TERMS[i % TERMS.length], page: 1 + Math.floor(i / TERMS.length), pageSize: 10 };
    const started = performance.now();
    const response = await fetch(`${origin}/api/es/onlineProducts`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "gzip, deflate, br" },
      body: JSON.stringify(body),
    });
    const envelope = await response.json();
    times.push(performance.now() - started);
    if (!response.ok || envelope.status !== 200) errors += 1;
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]);
  return { count, p50Ms: at(0.5), p99Ms: at(0.99), errors };
}
