import { aboutText, ceoMessage, leadership, whoWeAre } from './about'
import { pageBanners, serviceBanner } from './banners'
import { joinUs } from './careers'
import { buyRealEstate, homeAbout, popularAreas } from './home'
import { serviceCards, services, serviceSlugs, servicesOverview } from './services'

// Every image path the fixed copy refers to, so the image generator can make sure each exists.
export const contentImagePaths: string[] = [
  ...new Set(
    [
      ...serviceCards.map((card) => card.img),
      servicesOverview.intro.image,
      ...Object.values(pageBanners),
      ...serviceSlugs.map(serviceBanner),
      ...Object.values(services).map((service) => service.frameData.image),
      ...popularAreas.map((area) => area.image),
      ...[ceoMessage, aboutText, whoWeAre, leadership, homeAbout, buyRealEstate, joinUs].map(
        (frame) => frame.image,
      ),
    ].filter((path): path is string => typeof path === 'string'),
  ),
]
