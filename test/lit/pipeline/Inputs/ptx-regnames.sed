# Replaces PTX virtual register numbers and counts (%r12, %rd<40>) by N, so
# that two PTX files that differ only in how many virtual registers llc
# numbered compare equal; comments (// ...) are dropped.
s/%(r|rd|f|fd|p|rs|h|hh|b)[0-9]+/%\1N/g
s/<[0-9]+>/<N>/g
/^[[:space:]]*\/\//d
