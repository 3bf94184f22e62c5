import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { SessionExpiry } from '@/components/account/SessionExpiry'
import { ConsentBanner } from '@/components/analytics/ConsentBanner'
import { LoginModalHost } from '@/components/auth/LoginModalHost'
import { BackToTop } from '@/components/BackToTop'
import { ErrorHost } from '@/components/errors/ErrorHost'
import { Footer } from '@/components/Footer'
import { Header } from '@/components/Header'
import { SiteChrome } from '@/components/SiteChrome'
import { ViewerProvider } from '@/components/session'
import { ToastHost } from '@/components/toast/ToastHost'
import { WishlistHost } from '@/components/wishlist/WishlistHost'
import { tagManagerFrom } from '@/lib/analytics'
import { getNavigation } from '@/storefront/navigation'
import './globals.css'

export const metadata: Metadata = {
  title: 'Padforge · Custom-built game controllers',
  description: 'Build a custom controller for PlayStation, Xbox, Nintendo Switch or Steam Deck, assembled to order.',
  icons: { icon: '/favicon.svg' },
}

export const viewport: Viewport = {
  themeColor: '#0e1014',
}

export default async function StorefrontLayout({ children }: { children: ReactNode }) {
  const nav = await getNavigation()
  // The tag manager (issue 34) as configured when the page is built: the same for every shopper, whose consent the
  // browser reads after hydration.
  const tagManager = tagManagerFrom(process.env)
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <ViewerProvider>
          <SiteChrome
            focusedPaths={[nav.cartHref]}
            header={<Header nav={nav} />}
            footer={
              <>
                <Footer nav={nav} cookieSettings={tagManager !== null} />
                <BackToTop />
              </>
            }
          >
            <main id="main" tabIndex={-1}>
              {children}
            </main>
          </SiteChrome>
          <SessionExpiry />
          <LoginModalHost />
          <WishlistHost />
          <ToastHost />
          <ErrorHost />
          <ConsentBanner config={tagManager} />
        </ViewerProvider>
      </body>
    </html>
  )
}
