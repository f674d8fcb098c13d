import { connection, NextResponse } from "next/server";

// A trivial dynamic route: the floor the benchmark measures other routes against (budgets.md).
export async function GET() {
  await connection();
  return NextResponse.json({ ok: true });
}
