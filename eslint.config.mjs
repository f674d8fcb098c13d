// Issue 24: lint. Next's own rules (core web vitals: React, hooks, accessibility, imports) and
// typescript-eslint's recommended rules, as Next's flat configs give them; zero warnings in npm test.
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // `_name` marks what is left out on purpose (a destructured field dropped from an answer)
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // tests and scripts are not React: a function named use… (useFreshDatabase) is no hook
    files: ["tests/**", "scripts/**", "**/*.test.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    ignores: [".next/**", "node_modules/**", "lib/db/generated/**", "coverage/**", ".test-results/**", "docs/**", "next-env.d.ts", ".prisma-author/**"],
  },
];
export default config;
