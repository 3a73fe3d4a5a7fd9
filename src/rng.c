/* rng.c: xoshiro256** seeded by SplitMix64 (see rng.h). */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#ifdef HAVE_SYS_RANDOM_H
#include <sys/random.h>
#endif

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#include "rng.h"

/* Advances a SplitMix64 state and returns its next output. */
uint64_t
rng_splitmix64(uint64_t *x)
{
	uint64_t	 z;

	z = (*x += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return (z ^ (z >> 31));
}

/* Fills the state from a seed and a stream number; never all zero. */
void
rng_seed(struct rng *r, uint64_t seed, uint64_t stream)
{
	uint64_t	 x;
	int		 i;

	x = seed ^ rng_splitmix64(&stream);
	for (i = 0; i < 4; i++)
		r->s[i] = rng_splitmix64(&x);
	if ((r->s[0] | r->s[1] | r->s[2] | r->s[3]) == 0)
		r->s[0] = 1;
}

static inline uint64_t
rng_rotl(uint64_t x, int k)
{
	return ((x << k) | (x >> (64 - k)));
}

/* Returns the next 64 random bits. */
uint64_t
rng_next(struct rng *r)
{
	uint64_t	 result, t;

	result = rng_rotl(r->s[1] * 5, 7) * 9;
	t = r->s[1] << 17;
	r->s[2] ^= r->s[0];
	r->s[3] ^= r->s[1];
	r->s[1] ^= r->s[2];
	r->s[0] ^= r->s[3];
	r->s[2] ^= t;
	r->s[3] = rng_rotl(r->s[3], 45);
	return (result);
}

/* Returns a uniform number in [0, bound); bound must not be zero. */
uint32_t
rng_below(struct rng *r, uint32_t bound)
{
	uint64_t	 m;
	uint32_t	 low, threshold;

	m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * bound;
	low = (uint32_t)m;
	if (low < bound) {
		threshold = -bound % bound;
		while (low < threshold) {
			m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * bound;
			low = (uint32_t)m;
		}
	}
	return ((uint32_t)(m >> 32));
}

/*
 * Fills buf with len bytes that nobody can foresee, from the kernel: for a
 * secret no seed gives away.  0, or -1 if the kernel has none to give.
 */
int
rng_secret(void *buf, size_t len)
{
	unsigned char	*p = buf;
	ssize_t		 n;
	int		 fd;

#ifdef HAVE_GETRANDOM
	while (len > 0) {
		if ((n = getrandom(p, len, 0)) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		p += n;
		len -= n;
	}
	if (len == 0)
		return (0);
#endif
	if ((fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC)) == -1)
		return (-1);
	while (len > 0) {
		if ((n = read(fd, p, len)) <= 0) {
			if (n < 0 && errno == EINTR)
				continue;
			close(fd);
			return (-1);
		}
		p += n;
		len -= n;
	}
	close(fd);
	return (0);
}
