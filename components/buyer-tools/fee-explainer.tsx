import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import type { MarketSettings } from '@/lib/buyer-tools/market-settings'
import { formatMoney } from '@/lib/display-prefs'

/**
 * What each line of the calculator pays for, in plain words. Every figure quoted comes from the
 * staff's settings, so the explanation never disagrees with the calculation above it.
 */

const aed = (value: number) => formatMoney(value, { currency: 'AED', aedPerUnit: 1 })
const pct = (value: number) =>
  `${new Intl.NumberFormat('en-AE', { maximumFractionDigits: 2 }).format(value)}%`

function Explained({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="ring-ink/[0.04] shadow-soft rounded-2xl bg-white p-6 ring-1 sm:p-8">
      <h3 className="font-display text-ink text-2xl font-medium">{title}</h3>
      <div className="text-ink/75 mt-3 space-y-3 leading-relaxed">{children}</div>
    </div>
  )
}

export function FeeExplainer({ market }: { market: MarketSettings }) {
  const { mortgage: m, fees: f } = market
  const { ltv } = m
  const threshold = aed(m.ltvPriceThreshold)
  const rows = [
    {
      buyer: 'Expatriate',
      caps: [
        ltv.expatFirstUpToThreshold,
        ltv.expatFirstAboveThreshold,
        ltv.expatSecond,
        ltv.offPlan,
      ],
    },
    {
      buyer: 'UAE national',
      caps: [
        ltv.nationalFirstUpToThreshold,
        ltv.nationalFirstAboveThreshold,
        ltv.nationalSecond,
        ltv.offPlan,
      ],
    },
  ]
  return (
    <section aria-labelledby="fees" className="bg-stone-100 py-20 md:py-28">
      <Container>
        <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase">
          Before you make an offer
        </p>
        <h2
          id="fees"
          className="font-display text-ink mt-4 max-w-3xl scroll-mt-28 text-[2.6rem] leading-[1.05] font-medium md:text-5xl"
        >
          The costs of buying in Dubai, explained
        </h2>
        <p className="text-ink/75 mt-5 max-w-2xl text-lg leading-relaxed">
          Buying in Dubai carries one-off costs on top of the price, most of them due on the day of
          transfer. These are the ones the calculator adds up.
        </p>

        <div className="ring-ink/[0.04] shadow-soft mt-12 overflow-x-auto rounded-2xl bg-white ring-1">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="text-ink px-6 pt-6 text-left font-semibold sm:px-8">
              How much a bank may lend: UAE Central Bank loan-to-value caps
            </caption>
            <thead className="text-stone-600">
              <tr className="border-ink/10 border-b">
                <th scope="col" className="px-6 py-4 font-semibold sm:px-8">
                  Buyer
                </th>
                <th scope="col" className="px-4 py-4 font-semibold">
                  First home up to {threshold}
                </th>
                <th scope="col" className="px-4 py-4 font-semibold">
                  First home above {threshold}
                </th>
                <th scope="col" className="px-4 py-4 font-semibold">
                  Second home
                </th>
                <th scope="col" className="px-4 py-4 font-semibold">
                  Off-plan
                </th>
              </tr>
            </thead>
            <tbody className="text-ink tabular-nums">
              {rows.map((row) => (
                <tr key={row.buyer} className="border-ink/5 border-b last:border-0">
                  <th scope="row" className="px-6 py-4 font-semibold sm:px-8">
                    {row.buyer}
                  </th>
                  {row.caps.map((cap, index) => (
                    <td key={index} className="px-4 py-4">
                      {pct(cap)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="px-6 pb-6 text-sm text-stone-600 sm:px-8">
            A loan runs for at most {m.maxTermYears} years and must be repaid by the time the
            borrower turns {m.maxAgeExpat}, or {m.maxAgeNational} for UAE nationals.
          </p>
        </div>

        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <Explained title="Down payment">
            <p>
              The part of the price you pay from your own funds. It is at least what the bank will
              not lend: for an expatriate buying a first home of up to {threshold},{' '}
              {pct(100 - ltv.expatFirstUpToThreshold)} of the price.
            </p>
          </Explained>
          <Explained title="DLD transfer fee">
            <p>
              The Dubai Land Department (DLD) registers the change of ownership and charges{' '}
              {pct(f.dldTransferPercent)} of the price for it, plus {aed(f.dldAdminFee)} in
              administration and title-deed charges. In Dubai the buyer customarily pays it, on the
              day of transfer.
            </p>
          </Explained>
          <Explained title="Trustee office fee">
            <p>
              The transfer itself takes place at a registration trustee, an office the DLD has
              approved to complete it. Its fee is {aed(f.trusteeFeeHigh)} plus VAT for a property of{' '}
              {aed(f.trusteeThreshold)} or more, and {aed(f.trusteeFeeLow)} plus VAT below that.
            </p>
          </Explained>
          <Explained title="Mortgage registration">
            <p>
              With a loan, the DLD also records the bank’s mortgage over the property:{' '}
              {pct(f.mortgageRegistrationPercent)} of the loan plus {aed(f.mortgageRegistrationFee)}
              . A cash buyer does not pay it.
            </p>
          </Explained>
          <Explained title="Agency fee">
            <p>
              The brokerage’s commission for finding the home, negotiating and seeing the sale
              through to the title deed: {pct(f.agencyFeePercent)} of the price, plus{' '}
              {pct(f.vatPercent)} VAT, paid when the sale completes.
            </p>
          </Explained>
          <Explained title="Bank valuation">
            <p>
              Before it confirms the loan, the bank sends an independent valuer to confirm the
              property is worth what you are paying. Expect about {aed(f.valuationFee)}, usually not
              refundable.
            </p>
          </Explained>
          <Explained title="Golden Visa">
            <p>
              A property worth {aed(f.goldenVisaThreshold)} or more can qualify its owner for the
              UAE’s ten-year Golden Visa. Mortgaged and off-plan homes can count too, on the
              conditions the authorities set.
            </p>
          </Explained>
          <Explained title="Not in these figures">
            <p>
              A bank may charge an arrangement fee for the loan and will usually require life and
              property insurance. After you move in come the building’s service charges, the
              municipality’s housing fee and your utility connections.
            </p>
          </Explained>
        </div>

        <div className="mt-12 flex flex-wrap items-center gap-3">
          <ButtonLink href="/services/mortgage">Speak to a mortgage adviser</ButtonLink>
          <ButtonLink href="/property" variant="outline">
            Browse homes for sale
          </ButtonLink>
        </div>
      </Container>
    </section>
  )
}
