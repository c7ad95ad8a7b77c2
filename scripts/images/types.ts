// Shared vocabulary between the generator and the seed script.

export type Scene = 'marina' | 'downtown' | 'palm' | 'creek' | 'hills' | 'villa-community' | 'business' | 'beachfront' | 'suburban'

export const scenes: readonly Scene[] = ['marina', 'downtown', 'palm', 'creek', 'hills', 'villa-community', 'business', 'beachfront', 'suburban']
