/** Provinces (ids 1xx00) and their cities (ids 1xx01…); a realistic subset for the city list and columns. */
export const PROVINCES: readonly { id: number; name: string; cities: readonly string[] }[] = [
  { id: 11000, name: "北京市", cities: ["东城区", "西城区", "朝阳区", "海淀区"] },
  { id: 31000, name: "上海市", cities: ["黄浦区", "浦东新区", "徐汇区", "闵行区"] },
  { id: 44000, name: "广东省", cities: ["广州市", "深圳市", "东莞市", "佛山市", "珠海市"] },
  { id: 33000, name: "浙江省", cities: ["杭州市", "宁波市", "温州市", "义乌市", "嘉兴市"] },
  { id: 32000, name: "江苏省", cities: ["南京市", "苏州市", "无锡市", "南通市"] },
  { id: 37000, name: "山东省", cities: ["济南市", "青岛市", "烟台市", "潍坊市"] },
  { id: 35000, name: "福建省", cities: ["福州市", "厦门市", "泉州市"] },
  { id: 51000, name: "四川省", cities: ["成都市", "绵阳市", "宜宾市"] },
  { id: 42000, name: "湖北省", cities: ["武汉市", "宜昌市", "襄阳市"] },
  { id: 61000, name: "陕西省", cities: ["西安市", "宝鸡市"] },
];

export const regionRows = () =>
  PROVINCES.flatMap((province, p) => [
    { id: province.id, name: province.name, parentId: null, sort: p },
    ...province.cities.map((name, c) => ({ id: province.id + c + 1, name, parentId: province.id, sort: c })),
  ]);
