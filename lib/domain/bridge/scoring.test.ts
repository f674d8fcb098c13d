import { describe, expect, test } from "vitest";
import { contractScore, type Contract, type Doubled, type Strain } from "./scoring";

const c = (level: number, strain: Strain, doubled: Doubled = ""): Contract => ({ level: level as Contract["level"], strain, doubled });

describe("bridge-scoring.md checks", () => {
  test.each([
    ["4♠= vul", c(4, "S"), true, 10, 620],
    ["3NT+1 non-vul", c(3, "NT"), false, 10, 430],
    ["1NT XX= non-vul", c(1, "NT", "XX"), false, 7, 560],
    ["1NT XX= vul", c(1, "NT", "XX"), true, 7, 760],
    ["2♥X= non-vul", c(2, "H", "X"), false, 8, 470],
    ["7NT= vul", c(7, "NT"), true, 13, 2220],
    ["3NT X −3 non-vul", c(3, "NT", "X"), false, 6, -500],
    ["6♠XX= non-vul", c(6, "S", "XX"), false, 12, 1620],
  ])("%s → %i", (_name, contract, vul, tricks, score) => {
    expect(contractScore(contract, vul, tricks)).toBe(score);
  });
});

// Seed 002 "得分速查表": making scores; columns non-vul (–, X, XX), vul (–, X, XX); rows by tricks
// made at that level ("1" = the contract level made exactly for the 1-level rows).
const MAKING: [string, number, Strain, [number, number[]][]][] = [
  [
    "1C/1D",
    1,
    "C",
    [
      [1, [70, 140, 230, 70, 140, 230]],
      [2, [90, 240, 430, 90, 340, 630]],
      [3, [110, 340, 630, 110, 540, 1030]],
      [4, [130, 440, 830, 130, 740, 1430]],
      [5, [150, 540, 1030, 150, 940, 1830]],
      [6, [170, 640, 1230, 170, 1140, 2230]],
      [7, [190, 740, 1430, 190, 1340, 2630]],
    ],
  ],
  [
    "1C/1D (diamonds)",
    1,
    "D",
    [
      [1, [70, 140, 230, 70, 140, 230]],
      [7, [190, 740, 1430, 190, 1340, 2630]],
    ],
  ],
  [
    "1H/1S",
    1,
    "H",
    [
      [1, [80, 160, 520, 80, 160, 720]],
      [2, [110, 260, 720, 110, 360, 1120]],
      [3, [140, 360, 920, 140, 560, 1520]],
      [4, [170, 460, 1120, 170, 760, 1920]],
      [5, [200, 560, 1320, 200, 960, 2320]],
      [6, [230, 660, 1520, 230, 1160, 2720]],
      [7, [260, 760, 1720, 260, 1360, 3120]],
    ],
  ],
  [
    "1H/1S (spades)",
    1,
    "S",
    [
      [1, [80, 160, 520, 80, 160, 720]],
      [7, [260, 760, 1720, 260, 1360, 3120]],
    ],
  ],
  [
    "1NT",
    1,
    "NT",
    [
      [1, [90, 180, 560, 90, 180, 760]],
      [2, [120, 280, 760, 120, 380, 1160]],
      [3, [150, 380, 960, 150, 580, 1560]],
      [4, [180, 480, 1160, 180, 780, 1960]],
      [5, [210, 580, 1360, 210, 980, 2360]],
      [6, [240, 680, 1560, 240, 1180, 2760]],
      [7, [270, 780, 1760, 270, 1380, 3160]],
    ],
  ],
  [
    "2C/2D",
    2,
    "D",
    [
      [2, [90, 180, 560, 90, 180, 760]],
      [3, [110, 280, 760, 110, 380, 1160]],
      [4, [130, 380, 960, 130, 580, 1560]],
      [5, [150, 480, 1160, 150, 780, 1960]],
      [6, [170, 580, 1360, 170, 980, 2360]],
      [7, [190, 680, 1560, 190, 1180, 2760]],
    ],
  ],
  [
    "2H/2S",
    2,
    "S",
    [
      [2, [110, 470, 640, 110, 670, 840]],
      [3, [140, 570, 840, 140, 870, 1240]],
      [4, [170, 670, 1040, 170, 1070, 1640]],
      [5, [200, 770, 1240, 200, 1270, 2040]],
      [6, [230, 870, 1440, 230, 1470, 2440]],
      [7, [260, 970, 1640, 260, 1670, 2840]],
    ],
  ],
];
const DOUBLINGS: [Doubled, boolean][] = [
  ["", false],
  ["X", false],
  ["XX", false],
  ["", true],
  ["X", true],
  ["XX", true],
];

describe("seed 002 quick-reference table: making contracts", () => {
  const rows = MAKING.flatMap(([name, level, strain, lines]) =>
    lines.flatMap(([made, scores]) => scores.map((score, i) => [name, level, strain, made, DOUBLINGS[i][0], DOUBLINGS[i][1], score] as const)),
  );
  test.each(rows)("%s level %i %s made %i odd tricks %s vul=%s → %i", (_n, level, strain, made, dbl, vul, score) => {
    expect(contractScore(c(level, strain, dbl), vul, made + 6)).toBe(score);
  });
});

// Seed 002 "罚分": undertricks 1..6, non-vul (–, X, XX), vul (–, X, XX).
const PENALTIES: [number, number[]][] = [
  [1, [50, 100, 200, 100, 200, 400]],
  [2, [100, 300, 600, 200, 500, 1000]],
  [3, [150, 500, 1000, 300, 800, 1600]],
  [4, [200, 800, 1600, 400, 1100, 2200]],
  [5, [250, 1100, 2200, 500, 1400, 2800]],
  [6, [300, 1400, 2800, 600, 1700, 3400]],
];

describe("seed 002 quick-reference table: penalties", () => {
  const rows = PENALTIES.flatMap(([down, scores]) => scores.map((s, i) => [down, DOUBLINGS[i][0], DOUBLINGS[i][1], s] as const));
  test.each(rows)("%i down %s vul=%s → −%i", (down, dbl, vul, s) => {
    expect(contractScore(c(7, "NT", dbl), vul, 13 - down)).toBe(-s);
    expect(contractScore(c(4, "H", dbl), vul, 10 - down)).toBe(-s);
  });
  test("13 down doubled vul: 200 + 12×300", () => {
    expect(contractScore(c(7, "C", "X"), true, 0)).toBe(-3800);
  });
});

describe("impossible entries are refused", () => {
  test.each([
    [8, 13],
    [0, 7],
    [3, 14],
    [3, -1],
    [3, 9.5],
  ])("level %i, %i tricks throws", (level, tricks) => {
    expect(() => contractScore(c(level, "S"), false, tricks)).toThrow(RangeError);
  });
});
