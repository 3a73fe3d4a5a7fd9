/* rng.h: the seeded random number generator every game's chance comes from.
 *
 * The algorithm is xoshiro256** (Blackman and Vigna, 2018): 256 bits of
 * state, period 2^256 - 1, output the second state word multiplied by 5,
 * rotated left by 7 and multiplied by 9.  The state is filled from a 64-bit
 * seed and a 64-bit stream number by SplitMix64 (Steele, Lea and Flood,
 * 2014), so that the same (seed, stream) always gives the same numbers on
 * every machine.  Bounded numbers use Lemire's multiply-and-reject method,
 * which has no modulo bias.
 *
 * The match gives each chance event its own stream (the event's index in the
 * record), so a record replays, and an undone roll is rolled again the same.
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#ifndef TABULA_RNG_H
#define TABULA_RNG_H

#include <stddef.h>
#include <stdint.h>

struct rng {
	uint64_t	s[4];
};

void		 rng_seed(struct rng *, uint64_t seed, uint64_t stream);
uint64_t	 rng_next(struct rng *);
uint32_t	 rng_below(struct rng *, uint32_t bound);
uint64_t	 rng_splitmix64(uint64_t *);
int		 rng_secret(void *, size_t);

#endif
