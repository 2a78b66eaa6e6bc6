#!/bin/sh
# Two hosts on one machine, for tests/e2e/mpi_two_hosts_test.py: two network
# namespaces, NAME-a and NAME-b, joined by a virtual link (veth0 in each,
# 10.77.0.1 and 10.77.0.2), whose processes run under host names of their
# own (`a` and `b`, each in a UTS namespace) and resolve both names through
# DIR/hosts, bound over /etc/hosts in their mount namespace only. Nothing
# outside the namespaces changes. Needs root (CAP_NET_ADMIN, CAP_SYS_ADMIN),
# `ip` (iproute2) and `unshare` (util-linux).
#
# usage: two_hosts.sh up NAME DIR     make them (DIR/hosts is written)
#        two_hosts.sh down NAME       end their processes and remove them
#        two_hosts.sh on HOST CMD...  run CMD (a program and its arguments) on
#                                     host HOST (a or b)
#        two_hosts.sh agent HOST CMD  mpirun's rsh agent (plm_rsh_agent): run
#                                     the shell command CMD on HOST, as ssh would
# `on` and `agent` find NAME and DIR in NETC_TWO_HOSTS ("NAME DIR").
set -e

up() {
  name=$1 dir=$2
  printf '127.0.0.1 localhost\n10.77.0.1 a\n10.77.0.2 b\n' > "$dir/hosts"
  ip netns add "$name-a"
  ip netns add "$name-b"
  # The link's ends get their final names inside the namespaces: names
  # outside them are shared by every test running at once.
  ip link add "${name}a" type veth peer name "${name}b"
  for h in a b; do
    ip link set "$name$h" netns "$name-$h"
    ip -n "$name-$h" link set "$name$h" name veth0
    ip -n "$name-$h" link set lo up
    ip -n "$name-$h" link set veth0 up
  done
  ip -n "$name-a" addr add 10.77.0.1/24 dev veth0
  ip -n "$name-b" addr add 10.77.0.2/24 dev veth0
}

down() {
  name=$1
  for h in a b; do
    if ip netns list | grep -q "^$name-$h\b"; then
      pids=$(ip netns pids "$name-$h")
      [ -z "$pids" ] || kill -9 $pids 2>/dev/null || true
      ip netns delete "$name-$h"
    fi
  done
}

on_host() {
  host=$1
  shift
  set -- $NETC_TWO_HOSTS "$host" "$@"
  name=$1 dir=$2
  shift 2
  case $1 in a|b) ;; *) echo "two_hosts.sh: no host $1 (a or b)" >&2; exit 2 ;; esac
  exec ip netns exec "$name-$1" unshare --uts sh -c \
    'mount --bind "$1/hosts" /etc/hosts && hostname "$2" && shift 2 && exec "$@"' sh "$dir" "$@"
}

case $1 in
  up) up "$2" "$3" ;;
  down) down "$2" ;;
  on) shift; on_host "$@" ;;
  agent) host=$2; shift 2; on_host "$host" sh -c "$*" ;;
  *) echo "usage: two_hosts.sh up NAME DIR | down NAME | on HOST CMD... | agent HOST CMD" >&2; exit 2 ;;
esac
