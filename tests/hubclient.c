/*
 * hubclient.c: a raw client for the hub tests: sends its standard input to
 * a hub's socket as it is, in pieces if asked, then prints what the hub
 * answers until it closes the connection or goes quiet.  Asked to connect
 * TIMES times, it sends the input each time, closes its side and waits for
 * the hub to close, printing nothing but after the last time.  With -l it
 * is a fake hub instead: it listens at SOCKET, prints "listening", sends
 * its standard input, as it reads it, to the first client that connects
 * (the socket is removed then: one client only), then prints what the
 * client said, after "client:", until it closes the connection
 * ("[closed]").
 *
 *	hubclient SOCKET [QUIET_MS [PIECE_BYTES [TIMES]]]
 *	hubclient -l SOCKET
 */
/* Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING. */
#include <config.h>

#include <sys/socket.h>
#include <sys/un.h>

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Fills a socket's address; 0 if the path does not fit. */
static int
hubclient_address(struct sockaddr_un *sa, const char *path)
{
	memset(sa, 0, sizeof *sa);
	sa->sun_family = AF_UNIX;
	return (snprintf(sa->sun_path, sizeof sa->sun_path, "%s", path) <
	    (int)sizeof sa->sun_path);
}

/* Plays a hub: sends standard input to one client until either ends, says
 * how much the client took, then what it said. */
static int
hubclient_serve(const char *path)
{
	struct sockaddr_un	 sa;
	char			 buf[65536];
	ssize_t			 n, w, off;
	size_t			 sent = 0;
	int			 lfd, fd;

	if (!hubclient_address(&sa, path) ||
	    (lfd = socket(AF_UNIX, SOCK_STREAM, 0)) == -1 ||
	    bind(lfd, (struct sockaddr *)&sa, sizeof sa) != 0 ||
	    listen(lfd, 1) != 0) {
		perror("hubclient: listen");
		return (1);
	}
	printf("listening\n");
	fflush(stdout);
	if ((fd = accept(lfd, NULL, NULL)) == -1) {
		perror("hubclient: accept");
		return (1);
	}
	/* One client: nobody else may connect and wait in the backlog. */
	close(lfd);
	unlink(path);
	while ((n = read(STDIN_FILENO, buf, sizeof buf)) > 0) {
		for (off = 0; off < n; off += w)
			if ((w = send(fd, buf + off, n - off,
			    MSG_NOSIGNAL)) <= 0)
				goto out;
		sent += n;
	}
out:
	printf("sent %zu bytes\nclient:\n", sent);
	fflush(stdout);
	while ((n = read(fd, buf, sizeof buf)) > 0)
		fwrite(buf, 1, n, stdout);
	printf("[closed]\n");
	close(fd);
	return (0);
}

int
main(int argc, char **argv)
{
	struct sockaddr_un	 sa;
	struct pollfd		 p;
	static char		 in[1 << 20];
	char			 buf[65536];
	size_t			 len = 0, off = 0, piece;
	ssize_t			 n;
	int			 fd, quiet, times;

	if (argc == 3 && strcmp(argv[1], "-l") == 0)
		return (hubclient_serve(argv[2]));
	if (argc < 2) {
		fprintf(stderr, "usage: hubclient SOCKET [QUIET_MS [PIECE "
		    "[TIMES]]]\n       hubclient -l SOCKET\n");
		return (2);
	}
	quiet = argc > 2 ? atoi(argv[2]) : 2000;
	piece = argc > 3 && atoi(argv[3]) > 0 ? (size_t)atoi(argv[3]) :
	    sizeof in;
	times = argc > 4 ? atoi(argv[4]) : 1;
	while ((n = read(STDIN_FILENO, in + len, sizeof in - len)) > 0)
		len += n;
	if (!hubclient_address(&sa, argv[1])) {
		perror("hubclient: connect");
		return (1);
	}
	for (; times > 1; times--) {
		if ((fd = socket(AF_UNIX, SOCK_STREAM, 0)) == -1 ||
		    connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0) {
			perror("hubclient: connect");
			return (1);
		}
		if (len > 0)
			(void)send(fd, in, len, MSG_NOSIGNAL);
		shutdown(fd, SHUT_WR);
		p.fd = fd;
		p.events = POLLIN;
		while (poll(&p, 1, quiet) > 0 &&
		    read(fd, buf, sizeof buf) > 0)
			;
		close(fd);
	}
	if ((fd = socket(AF_UNIX, SOCK_STREAM, 0)) == -1 ||
	    connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0) {
		perror("hubclient: connect");
		return (1);
	}
	while (off < len) {
		n = send(fd, in + off, len - off < piece ? len - off : piece,
		    MSG_NOSIGNAL);
		if (n <= 0)
			break;
		off += n;
	}
	p.fd = fd;
	p.events = POLLIN;
	while (poll(&p, 1, quiet) > 0 && (n = read(fd, buf, sizeof buf)) > 0)
		fwrite(buf, 1, n, stdout);
	printf("[closed]\n");
	return (0);
}
