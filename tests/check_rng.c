/* check_rng.c: the seeded random number generator. */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <stdint.h>

#include "lib.h"
#include "rng.h"

/* The outputs follow the published algorithm, computed independently. */
START_TEST(test_rng_known_answers)
{
	struct rng	 r;

	rng_seed(&r, 42, 0);
	ck_assert_uint_eq(rng_next(&r), 0x1ff785474f113b15ULL);
	ck_assert_uint_eq(rng_next(&r), 0x4b7867ceff5d8325ULL);
	ck_assert_uint_eq(rng_next(&r), 0x90ca7a95a9909966ULL);
	rng_seed(&r, 42, 1);
	ck_assert_uint_eq(rng_next(&r), 0x584870a53e6ddcdfULL);
	ck_assert_uint_eq(rng_next(&r), 0x24862b58ab088c44ULL);
}
END_TEST

START_TEST(test_rng_streams_repeat)
{
	struct rng	 a, b;
	int		 i, same = 0;

	rng_seed(&a, 7, 3);
	rng_seed(&b, 7, 3);
	for (i = 0; i < 1000; i++)
		ck_assert_uint_eq(rng_next(&a), rng_next(&b));
	rng_seed(&a, 7, 3);
	rng_seed(&b, 7, 4);
	for (i = 0; i < 1000; i++)
		same += rng_next(&a) == rng_next(&b);
	ck_assert_int_eq(same, 0);
}
END_TEST

/* A die is fair: every face turns up about as often (chi-square, 5 dof). */
START_TEST(test_rng_die_is_fair)
{
	struct rng	 r;
	int		 counts[6] = { 0 }, i, n = 60000;
	double		 chi = 0, expect = n / 6.0;

	rng_seed(&r, 2026, 0);
	for (i = 0; i < n; i++) {
		uint32_t face = rng_below(&r, 6);

		ck_assert_uint_lt(face, 6);
		counts[face]++;
	}
	for (i = 0; i < 6; i++)
		chi += (counts[i] - expect) * (counts[i] - expect) / expect;
	ck_assert_msg(chi < 20.5, "chi-square %.1f", chi);	/* p = 0.001 */
}
END_TEST

START_TEST(test_rng_bounds)
{
	struct rng	 r;
	int		 i;

	rng_seed(&r, 1, 1);
	for (i = 0; i < 1000; i++)
		ck_assert_uint_eq(rng_below(&r, 1), 0);
	for (i = 0; i < 1000; i++)
		ck_assert_uint_lt(rng_below(&r, 0xffffffffU), 0xffffffffU);
}
END_TEST

Suite *
suite_rng(void)
{
	Suite	*s = suite_create("rng");
	TCase	*tc = tcase_create("rng");

	tcase_add_test(tc, test_rng_known_answers);
	tcase_add_test(tc, test_rng_streams_repeat);
	tcase_add_test(tc, test_rng_die_is_fair);
	tcase_add_test(tc, test_rng_bounds);
	suite_add_tcase(s, tc);
	return (s);
}
