import { describe, expect, it } from 'vitest'
import { listingSearch, listingsSearch, projectsSearch } from './alert-fields'

describe('the alert form’s watched search', () => {
  it('takes /property’s values under the API’s names, leaving out empty ones', () => {
    expect(
      listingsSearch({
        status: 'rent',
        location: ' Dubai Marina ',
        bedrooms: '2',
        type: '',
        minPrice: '50000',
        currency: 'RUB',
      }),
    ).toEqual({ status: 'rent', location: 'Dubai Marina', bedrooms: '2', minPrice: '50000' })
  })

  it('sends /projects’ status as projectStatus', () => {
    expect(
      projectsSearch({ community: 'Dubai Hills', handoverYear: 2028, status: 'launching' }),
    ).toEqual({
      community: 'Dubai Hills',
      handoverYear: '2028',
      projectStatus: 'launching',
    })
    expect(projectsSearch({})).toEqual({})
  })

  it('names one listing by its public id', () => {
    expect(listingSearch('64f0c2a1b2c3d4e5f6a7b8c9')).toEqual({
      listing: '64f0c2a1b2c3d4e5f6a7b8c9',
    })
  })
})
