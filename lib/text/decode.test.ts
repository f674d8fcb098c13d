// Issue 35: a roster saved by a Chinese spreadsheet (GB18030) with Chinese names among ASCII
// columns is read as GB18030, whatever chardet guesses (it said EUC-KR or windows-1257 for some).
import { describe, expect, test } from "vitest";
import iconv from "iconv-lite";
import chardet from "chardet";
import { decodeCsv } from "@/lib/text/roster-csv";
import { decodeText } from "@/lib/text/decode";

const NAMES = "张伟 王芳 李娜 刘洋 陈静 杨帆 赵磊 黄敏 周杰 吴昊 徐丽 孙强 胡军 朱婷 高翔 林峰 何琳 郭涛 马超 罗兰".split(" ");
const PLAIN =
  "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建";

/** 20 rows: English team names and roles, QQ addresses, Chinese names (seeded). */
function roster(seed: number, names: (r: () => number) => string[]) {
  let x = seed;
  const r = () => (x = (x * 1103515245 + 12345) % 2147483648);
  const ns = names(r);
  return ["team,email,name,role", ...ns.map((n, i) => `Team ${i % 4},${100000 + (r() % 899999999)}@qq.com,${n},${i < 4 ? "captain" : "member"}`)].join("\r\n");
}

describe("GB18030 rosters (issue 35)", () => {
  const cases = Array.from({ length: 300 }, (_, i) =>
    roster(i + 1, (r) => Array.from({ length: 20 }, () => PLAIN[r() % PLAIN.length] + PLAIN[r() % PLAIN.length] + PLAIN[r() % PLAIN.length])),
  ).concat(Array.from({ length: 50 }, (_, i) => roster(i + 1, () => NAMES)));

  test("chardet alone misreads some of them (the test's premise)", () => {
    expect(cases.filter((t) => !/^GB/.test(chardet.detect(iconv.encode(t, "GB18030")) ?? "")).length).toBeGreaterThan(0);
  });

  test("every one is read as GB18030, character for character", () => {
    const wrong = cases.filter((t) => {
      const d = decodeCsv(iconv.encode(t, "GB18030"));
      return d.encoding !== "GB18030" || d.text !== t;
    });
    expect(wrong).toEqual([]);
  });

  test.each([
    ["UTF-8", (t: string) => Buffer.from(t, "utf8"), "UTF-8"],
    ["UTF-8 with BOM", (t: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(t, "utf8")]), "UTF-8 (BOM)"],
  ])("%s stays what it is", (_n, encode, encoding) => {
    const t = roster(7, () => NAMES);
    expect(decodeCsv(encode(t))).toEqual({ text: t, encoding });
  });

  test("a Western PBN keeps chardet's Western guess (no GB18030 preference there)", () => {
    const text = `[Event "Café de la Paix - Coupe d'été"]\n[Site "Genève"]\n`;
    const d = decodeText(iconv.encode(text, "ISO-8859-1"), { fallback: "ISO-8859-1" });
    expect(d.text).toBe(text);
  });
});
