// Team portraits as flat editorial illustration. Drawn on a fixed 800x1000 design grid so every
// person shares the same head size, eye line and crop: a team page reads as one commissioned
// series. Faces stay minimal (brows, dot eyes, nose line, mouth) so they never turn uncanny.

import { darken, lighten, mix } from './color'
import { starLattice } from './patterns'
import { Rng } from './prng'
import { Ctx, n } from './svg'

export type Gender = 'female' | 'male'
export type Attire = 'suit' | 'kandura' | 'abaya' | 'blazer' | 'shirt'

const skins = ['#f3d6c1', '#eac3a2', '#dcae88', '#c99468', '#b07a52', '#935f3c', '#74472b']
const hairs = ['#1c1917', '#2a1f1a', '#3b2a20', '#5a3b28', '#7a4d2e', '#a47a4e', '#c9a16b', '#8f8a85']
const backgrounds: Array<[string, string]> = [['#efe9df', '#ddd3c3'], ['#e9e2d4', '#d3c3a4'], ['#e6e4df', '#cfcac0'], ['#ece4d6', '#d8c8ad']]

const HEAD = 'M400,248 C470,248 522,300 522,380 C522,440 510,490 482,522 C460,548 430,562 400,562 C370,562 340,548 318,522 C290,490 278,440 278,380 C278,300 330,248 400,248 Z'

/** Hair cap over the crown, with a hairline that can be parted off-centre. */
function cap(vol: number, hairline: number, part: number, side: number, lift = 0): string {
  return `M${278 - vol * 0.6},${side} C${270 - vol},300 ${322 - vol * 0.3},${226 - vol - lift} ${400 + (part - 400) * 0.3},${222 - vol - lift} C${480 + vol * 0.3},${226 - vol} ${530 + vol},300 ${522 + vol * 0.6},${side} L510,${side} C506,340 472,${hairline - 6} ${part},${hairline} C362,${hairline + 6} 300,332 290,${side} Z`
}

interface Look {
  skin: string
  hair: string
  female: boolean
  attire: Attire
}

function maleHair(rng: Rng, l: Look): { back: string; front: string } {
  const style = rng.pick(['crop', 'part', 'quiff', 'buzz', 'receding', 'curly'] as const)
  const c = l.hair
  switch (style) {
    case 'crop':
      return { back: '', front: `<path d="${cap(10, 300, 400, 395)}" fill="${c}"/>` }
    case 'part':
      return { back: '', front: `<path d="${cap(22, 296, 352, 392)}" fill="${c}"/><path d="M352,296 C360,270 372,250 380,236" stroke="${darken(c, 0.3)}" stroke-width="3" fill="none"/>` }
    case 'quiff':
      return { back: '', front: `<path d="${cap(18, 298, 420, 392, 26)}" fill="${c}"/>` }
    case 'buzz':
      return { back: '', front: `<path d="${cap(4, 292, 400, 385)}" fill="${c}" fill-opacity="0.85"/>` }
    case 'receding':
      return { back: '', front: `<path d="M280,395 C276,330 300,290 330,272 L338,300 C310,320 300,350 298,395 Z M520,395 C524,330 500,290 470,272 L462,300 C490,320 500,350 502,395 Z" fill="${c}"/><path d="${cap(6, 262, 400, 330)}" fill="${c}" fill-opacity="0.35"/>` }
    case 'curly': {
      const bumps: string[] = []
      for (let a = Math.PI * 1.05; a < Math.PI * 1.96; a += 0.17) bumps.push(`<circle cx="${n(400 + Math.cos(a) * 122)}" cy="${n(350 + Math.sin(a) * 112)}" r="26" fill="${c}"/>`)
      return { back: '', front: `<path d="${cap(16, 298, 400, 385)}" fill="${c}"/>${bumps.join('')}` }
    }
  }
}

function femaleHair(rng: Rng, l: Look): { back: string; front: string } {
  const style = rng.weighted([['long', 3], ['bob', 2.5], ['bun', 2], ['wavy', 2.5], ['shoulder', 2.5], ['curls', 1]] as const)
  const c = l.hair
  const hi = lighten(c, 0.12)
  switch (style) {
    case 'long':
      return {
        back: `<path d="M230,380 C220,250 300,205 400,205 C500,205 580,250 570,380 L585,770 C520,800 280,800 215,770 Z" fill="${darken(c, 0.12)}"/>`,
        front: `<path d="${cap(20, 292, 400, 420)}" fill="${c}"/><path d="M282,360 C262,470 268,620 300,760 L350,760 C318,640 306,500 318,380 Z M518,360 C538,470 532,620 500,760 L450,760 C482,640 494,500 482,380 Z" fill="${c}"/><path d="M400,220 C380,250 370,270 366,300" stroke="${hi}" stroke-width="4" fill="none"/>`,
      }
    case 'bob':
      return {
        back: `<path d="M250,380 C240,260 310,215 400,215 C490,215 560,260 550,380 L560,560 C500,590 300,590 240,560 Z" fill="${darken(c, 0.1)}"/>`,
        front: `<path d="${cap(24, 300, 350, 430)}" fill="${c}"/><path d="M278,380 C268,460 270,520 282,575 L330,580 C312,520 306,450 312,390 Z M522,380 C532,460 530,520 518,575 L470,580 C488,520 494,450 488,390 Z" fill="${c}"/>`,
      }
    case 'bun':
      return { back: `<circle cx="400" cy="196" r="54" fill="${darken(c, 0.08)}"/>`, front: `<path d="${cap(10, 296, 400, 392)}" fill="${c}"/><path d="M340,250 C370,238 430,238 460,250" stroke="${hi}" stroke-width="3" fill="none"/>` }
    case 'wavy': {
      // Gentle S-curves down each side: waves read as styled, zigzags as frizz.
      const side = (dir: number) => {
        let d = ''
        for (let i = 0; i < 5; i++) {
          const y0 = 400 + i * 80
          const x = 400 + dir * (170 + (i % 2 ? 14 : 0))
          d += ` Q${400 + dir * (190 + (i % 2 ? 0 : 14))},${y0 + 40} ${x},${y0 + 80}`
        }
        return d
      }
      return {
        back: `<path d="M230,400${side(-1)} L570,800 C572,700 586,600 570,400 C580,250 500,205 400,205 C300,205 220,250 230,400 Z" fill="${darken(c, 0.12)}"/>`,
        front: `<path d="${cap(26, 300, 365, 430)}" fill="${c}"/><path d="M520,370 C548,480 540,620 505,745 L455,745 C490,630 500,500 485,390 Z" fill="${c}"/><path d="M300,300 C340,270 380,262 420,262" stroke="${hi}" stroke-width="4" fill="none"/>`,
      }
    }
    case 'shoulder':
      return {
        back: `<path d="M240,390 C230,250 310,210 400,210 C490,210 570,250 560,390 L570,600 Q566,650 520,652 L280,652 Q234,650 230,600 Z" fill="${darken(c, 0.1)}"/>`,
        front: `<path d="${cap(28, 296, 340, 440, 6)}" fill="${c}"/><path d="M340,296 C400,290 474,304 508,346 C524,390 528,470 530,560 Q534,620 556,648 L516,652 C502,600 498,520 497,450 C494,392 472,340 420,314 C392,302 364,298 340,296 Z" fill="${c}"/>`,
      }
    case 'curls': {
      const puffs: string[] = []
      for (let a = 0; a < Math.PI * 2; a += 0.3) {
        const r = a > 0.2 && a < 2.9 ? 150 : 140
        puffs.push(`<circle cx="${n(400 + Math.cos(a) * r * 1.05)}" cy="${n(390 + Math.sin(a) * r * 0.95)}" r="${n(46 + (a * 7) % 14)}" fill="${a % 0.6 < 0.3 ? c : darken(c, 0.1)}"/>`)
      }
      return { back: `<ellipse cx="400" cy="380" rx="165" ry="170" fill="${darken(c, 0.1)}"/>${puffs.join('')}`, front: `<path d="${cap(28, 300, 400, 380)}" fill="${c}"/>` }
    }
  }
}

/** Clothing under the head: jacket, shirt, tie, robe. Returns [behind-neck, in-front] layers. */
function attireLayer(ctx: Ctx, rng: Rng, l: Look): string {
  const female = l.female
  const body = female
    ? 'M80,1000 L92,880 C104,800 150,752 230,732 L348,694 Q400,706 452,694 L570,732 C650,752 696,800 708,880 L720,1000 Z'
    : 'M30,1000 L40,880 C50,790 110,742 200,722 L340,684 Q400,700 460,684 L600,722 C690,742 750,790 760,880 L770,1000 Z'
  const shade = (c: string) => ctx.linear(60, 0, 760, 0, [[0, lighten(c, 0.08)], [0.55, c], [1, darken(c, 0.16)]])
  const out: string[] = []
  switch (l.attire) {
    case 'suit':
    case 'blazer': {
      const jacket = l.attire === 'suit' ? rng.pick(['#1d2b42', '#2b2f36', '#3a3f48', '#24324a']) : rng.pick(['#c4a27a', '#e9e2d6', '#1c1c1e', '#2c3a55', '#8f9a8a', '#b9867a'])
      const inner = female ? rng.pick(['#f7f4ee', '#e9dcc7', '#111318', '#d9c2b0']) : rng.pick(['#f8f8f6', '#dfe8f2', '#f2efe8'])
      out.push(`<path d="${body}" fill="${shade(jacket)}"/>`)
      out.push(`<path d="M342,690 L400,${female ? 840 : 880} L458,690 Z" fill="${inner}"/>`)
      if (!female) {
        out.push(`<path d="M344,688 L392,760 L366,702 Z M456,688 L408,760 L434,702 Z" fill="${darken(inner, 0.06)}"/>`)
        if (rng.chance(0.75)) {
          const tie = rng.pick(['#1f2c4a', '#6b2431', '#b08d4f', '#3d4a5c'])
          out.push(`<path d="M388,712 L412,712 L416,740 L408,870 L400,882 L392,870 L384,740 Z" fill="${tie}"/><path d="M386,700 L414,700 L410,724 L390,724 Z" fill="${darken(tie, 0.15)}"/>`)
        }
      } else if (rng.chance(0.5)) {
        out.push(`<path d="M352,700 Q400,790 448,700" fill="none" stroke="#c8a96a" stroke-width="3"/>`)
      }
      const lapel = darken(jacket, 0.14)
      out.push(`<path d="M338,690 L400,${female ? 850 : 890} L372,930 L300,770 L328,742 Z M462,690 L400,${female ? 850 : 890} L428,930 L500,770 L472,742 Z" fill="${lapel}"/>`)
      out.push(`<path d="M340,690 L300,770 M460,690 L500,770" stroke="${darken(jacket, 0.3)}" stroke-width="2"/>`)
      break
    }
    case 'shirt': {
      const shirt = rng.pick(['#f7f7f4', '#dfe7f1', '#e8ddd0', '#cfd8d3', '#f1e4e0', '#26324a'])
      out.push(`<path d="${body}" fill="${shade(shirt)}"/>`)
      out.push(`<path d="M346,688 L400,760 L454,688 Z" fill="${l.skin}"/><path d="M400,760 L400,1000" stroke="${darken(shirt, 0.15)}" stroke-width="3"/>`)
      out.push(`<path d="M340,684 L398,768 L356,740 L326,700 Z M460,684 L402,768 L444,740 L474,700 Z" fill="${lighten(shirt, 0.06)}" stroke="${darken(shirt, 0.12)}" stroke-width="2"/>`)
      for (const y of [800, 880, 960]) out.push(`<circle cx="408" cy="${y}" r="4" fill="${darken(shirt, 0.2)}"/>`)
      break
    }
    case 'kandura': {
      const robe = '#f6f4ef'
      out.push(`<path d="${body}" fill="${shade(robe)}"/>`)
      out.push(`<path d="M352,690 Q400,722 448,690" fill="none" stroke="#d8d3c9" stroke-width="5"/>`)
      out.push(`<path d="M404,716 Q408,790 412,860" stroke="#e2ddd2" stroke-width="4" fill="none"/><ellipse cx="412" cy="872" rx="8" ry="16" fill="#e6e1d6"/>`)
      break
    }
    case 'abaya': {
      const abaya = '#17171a'
      out.push(`<path d="${body}" fill="${ctx.linear(60, 0, 760, 0, [[0, '#2a2a2e'], [0.5, abaya], [1, '#0d0d0f']])}"/>`)
      out.push(`<path d="M384,760 L372,1000 M416,760 L428,1000" stroke="#b08d4f" stroke-width="3" fill="none"/>`)
      break
    }
  }
  return out.join('')
}

/** Ghutra (men) or shayla (women): a cloth hood that frames the face and drapes to the shoulders. */
function headCloth(l: Look, color: string): string {
  if (l.attire === 'kandura') {
    const fold = darken(color, 0.1)
    return `<path d="M400,206 C512,206 568,288 570,400 C574,520 604,640 700,772 C620,804 540,772 502,700 C478,650 470,600 468,560 C495,520 505,460 503,400 C500,335 460,292 400,292 C340,292 300,335 297,400 C295,460 305,520 332,560 C330,600 322,650 298,700 C260,772 180,804 100,772 C196,640 226,520 230,400 C232,288 288,206 400,206 Z" fill="${color}"/>` +
      `<path d="M540,420 C548,540 580,650 640,740 M262,420 C254,540 222,650 160,740 M520,330 C530,360 534,390 534,420" stroke="${fold}" stroke-width="4" fill="none"/>` +
      `<path d="M292,300 C330,262 470,262 508,300" stroke="#151515" stroke-width="10" fill="none"/><path d="M300,282 C336,246 464,246 500,282" stroke="#151515" stroke-width="9" fill="none"/>`
  }
  return `<path fill-rule="evenodd" d="M400,214 C506,214 560,290 566,400 C572,520 590,620 640,700 C700,760 730,800 740,1000 L60,1000 C70,800 100,760 160,700 C210,620 228,520 234,400 C240,290 294,214 400,214 Z M400,300 C455,300 494,345 496,405 C498,475 470,540 400,560 C330,540 302,475 304,405 C306,345 345,300 400,300 Z" fill="${color}"/>` +
    `<path d="M534,430 C540,560 580,660 660,740 M266,430 C260,560 220,660 140,740" stroke="${lighten(color, 0.1)}" stroke-width="4" fill="none"/>`
}

export interface PortraitOptions {
  seed: string
  gender: Gender
  attire?: Attire
}

export function portraitSvg(o: PortraitOptions, outW: number, outH: number): string {
  const rng = new Rng(`portrait::${o.seed}`)
  const ctx = new Ctx(rng, 800, 1000)
  const female = o.gender === 'female'
  const attire: Attire = o.attire ?? (female ? rng.pick(['blazer', 'suit'] as const) : rng.pick(['suit', 'shirt'] as const))
  const skinIdx = rng.int(0, skins.length - 1)
  const skin = skins[skinIdx] ?? '#dcae88'
  // Lighter hair only on lighter skin; grey for a few, so the team spans ages.
  const hair = rng.chance(female ? 0.05 : 0.15) ? '#8f8a85' : rng.pick(hairs.slice(0, skinIdx <= 2 ? 7 : 4))
  const l: Look = { skin, hair, female, attire }
  const [bg1, bg2] = rng.pick(backgrounds)
  const out: string[] = []
  out.push(`<rect width="800" height="1000" fill="${ctx.linear(0, 0, 0, 1000, [[0, bg1], [1, bg2]])}"/>`)
  out.push(`<rect width="800" height="1000" fill="${starLattice(ctx, 120, '#b08d4f', 1.2, 0.09, rng.range(0, 120), rng.range(0, 120))}"/>`)
  out.push(`<circle cx="400" cy="430" r="300" fill="${ctx.radial(400, 430, 300, [[0, '#ffffff', 0.55], [1, '#ffffff', 0]])}"/>`)

  const skinShade = darken(skin, 0.16)
  const veiled = attire === 'abaya' || attire === 'kandura'
  const hairSet = veiled ? { back: '', front: '' } : female ? femaleHair(rng, l) : maleHair(rng, l)
  // The figure is scaled up from the shoulders and the head sits a little low on the neck:
  // both keep the crop tight like a studio headshot.
  out.push('<g transform="translate(400 1000) scale(1.08) translate(-400 -1000)">')
  const head: string[] = []
  head.push(hairSet.back)
  head.push(`<path d="M352,470 L448,470 L458,700 Q400,720 342,700 Z" fill="${skin}"/><path d="M350,500 L450,500 L454,600 Q400,640 346,600 Z" fill="${skinShade}" fill-opacity="0.7"/>`)
  out.push(`<g transform="translate(0 22)">${head.join('')}</g>`)
  head.length = 0
  out.push(attireLayer(ctx, rng, l))
  if (!veiled || attire === 'kandura') head.push(`<ellipse cx="282" cy="418" rx="17" ry="31" fill="${darken(skin, 0.06)}"/><ellipse cx="518" cy="418" rx="17" ry="31" fill="${darken(skin, 0.06)}"/>`)
  const headClip = ctx.clip(`<path d="${HEAD}"/>`)
  const jawScale = female ? 'transform="translate(400 0) scale(0.94 1) translate(-400 0)"' : ''
  head.push(`<g ${jawScale}><path d="${HEAD}" fill="${skin}"/><g ${headClip}><ellipse cx="560" cy="420" rx="90" ry="200" fill="${skinShade}" fill-opacity="0.45"/></g></g>`)

  // Minimal features: brows, dot eyes, a nose shadow and a mouth. Anything more detailed in a
  // flat style starts to look uncanny.
  const brow = veiled && female ? '#2a211c' : darken(hair, 0.1)
  const by = 360 + rng.range(-4, 4)
  head.push(`<path d="M328,${by + 4} Q352,${by - 8} 378,${by} M422,${by} Q448,${by - 8} 472,${by + 4}" stroke="${brow}" stroke-width="${female ? 6 : 8}" stroke-linecap="round" fill="none" stroke-opacity="0.9"/>`)
  const eye = darken(mix(skin, '#1a1411', 0.8), 0.1)
  head.push(`<ellipse cx="352" cy="${by + 40}" rx="8" ry="9" fill="${eye}"/><ellipse cx="448" cy="${by + 40}" rx="8" ry="9" fill="${eye}"/>`)
  head.push(`<path d="M404,392 Q412,440 414,452 Q404,462 390,456" stroke="${skinShade}" stroke-width="5" stroke-linecap="round" fill="none"/>`)
  const lip = female ? mix(skin, '#a4474f', 0.45) : darken(skin, 0.28)
  head.push(`<path d="M372,500 Q400,${female ? 514 : 510} 428,500" stroke="${lip}" stroke-width="${female ? 7 : 5}" stroke-linecap="round" fill="none"/>`)
  if (!female && (attire === 'kandura' || rng.chance(0.35))) {
    const full = attire === 'kandura' || rng.chance(0.5)
    head.push(`<path fill-rule="evenodd" d="M284,410 C288,480 320,560 400,574 C480,560 512,480 516,410 C506,470 480,500 470,498 C450,484 350,484 330,498 C320,500 294,470 284,410 Z M364,492 Q400,478 436,492 Q430,520 400,524 Q370,520 364,492 Z" fill="${hair === '#8f8a85' ? '#6f6a66' : darken(hair, 0.05)}" fill-opacity="${full ? 0.95 : 0.35}"/>`)
  }
  head.push(hairSet.front)
  if (attire === 'kandura') head.push(headCloth(l, '#f8f7f3'))
  if (attire === 'abaya') head.push(headCloth(l, rng.pick(['#1a1a1d', '#2b2523', '#3a3437'])))
  if (rng.chance(0.2)) {
    const fr = rng.pick(['#1c1c1c', '#8a6a44', '#c8a96a'])
    head.push(`<g fill="none" stroke="${fr}" stroke-width="5"><rect x="314" y="${n(by + 17)}" width="76" height="48" rx="16"/><rect x="410" y="${n(by + 17)}" width="76" height="48" rx="16"/><path d="M390,${n(by + 34)} Q400,${n(by + 26)} 410,${n(by + 34)} M314,${n(by + 28)} L284,${n(by + 22)} M486,${n(by + 28)} L516,${n(by + 22)}"/></g>`)
  }
  out.push(`<g transform="translate(0 22)">${head.join('')}</g></g>`)
  return ctx.doc(out.join('')).replace(`width="800" height="1000"`, `width="${outW}" height="${outH}" preserveAspectRatio="xMidYMid slice"`)
}
