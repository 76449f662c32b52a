import type { Metadata } from "next";
import Link from "next/link";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "GPU TCO", template: "%s · GPU TCO" },
  description: "Cloud vs on-prem total cost of ownership for GPU infrastructure",
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <body className="min-h-screen">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex h-12 max-w-[1600px] items-center gap-6 px-4">
            <Link href="/" className="font-semibold tracking-tight whitespace-nowrap text-slate-900">
              GPU TCO
            </Link>
            <span className="hidden text-sm text-slate-500 sm:inline">Rent, own, or mix: the numbers behind the decision</span>
          </div>
        </header>
        {children}
      </body>
    </html>
  );
}
