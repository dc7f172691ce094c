package rules

import "math/bits"

// The static half of the unwinnability decider: which pawns can never move
// again, and, with them as walls, where every other unit can ever go and
// what it can ever attack. Everything here over-approximates what can
// happen (other units never block, checks and pins are ignored), so a mate
// this analysis rules out cannot happen in any series of legal moves.
//
// Fixed units are found as a fixpoint. Start from the pawns with something
// right in front of them, the pieces hemmed in by their own units, and the
// kings; drop, round by round, every pawn that could capture (an enemy unit
// may stand on a square it attacks) or be captured (an enemy unit may attack
// it; a king takes only what no fixed unit guards, or it would stand in
// check for ever), or whose blocker was dropped, every piece that could move
// or be taken, and every king that could step to another square. What stays
// can never move: nothing can ever take it or be taken by it, and what is in
// front of it stays too. Squares a fixed unit attacks are attacked for ever,
// so no enemy king ever steps there.
//
// A pawn that may move goes up its file until a fixed pawn, or a pawn coming
// the other way, stops it; or, if nothing does, it may promote. A pawn that
// stops another must itself never be taken: one that may be taken is marked
// loose and stops nobody in the next round.

// unit is one mobile unit and the squares it may ever stand on.
type unit struct {
	kind  int      // kKnight..kKing, kPawn for a pawn that moves, kSuper for a pawn that may promote
	reach bitboard // for a pawn, its file ahead up to a wall (the promotion square excluded)
	promo bitboard // for kSuper: the promotion square
	color int      // colour index
}

// kSuper is a pawn that may promote: after promotion it moves as a queen
// and as a knight at once (every promotion piece at the same time).
const kSuper = kKing + 1

// blockade is the static analysis of one position.
type blockade struct {
	p        spos
	fixed    bitboard    // pawns of both colours that never move nor leave
	loose    bitboard    // pawns that may be taken: they stop no other pawn
	stoppers bitboard    // moving pawns that stopped another pawn this round
	units    []unit      // everything else but the fixed pawns
	presence [2]bitboard // squares where a unit of the colour other than its king may stand
	attack   [2]bitboard // squares the colour's units other than the king may ever attack
	fixedAtt [2]bitboard // squares the colour's fixed units other than the king attack, for ever
	guard    [2]bitboard // fixedAtt and the squares around a king that never moves
	kings    [2]bitboard // squares each king may ever stand on
	wild     bool        // a pawn may capture now or later: the analysis cannot say anything
	unitBuf  [80]unit    // units' memory (more only in positions no game reaches)
	cover    coverBuf    // canMate's working memory
}

// analyse computes the blockade of p in b, whose memory it reuses.
func (b *blockade) analyse(p *spos) {
	b.p = *p
	b.fixed, b.loose, b.stoppers, b.wild = 0, 0, 0, false
	b.units = b.unitBuf[:0]
	p = &b.p
	occ := p.all()
	// Candidates: pawns with something right in front, pieces hemmed in
	// by their own units, and the kings (a king that can never move is a
	// wall too).
	b.fixed = p.bb[0][kPawn]&south(occ) | p.bb[1][kPawn]&north(occ) | p.bb[0][kKing] | p.bb[1][kKing]
	for ci := range 2 {
		own := p.occ(ci)
		for k := kKnight; k <= kQueen; k++ {
			for pc := p.bb[ci][k]; pc != 0; pc &= pc - 1 {
				sq := lowest(pc)
				if attackFill(k, ci, bit(sq), occ)&^own == 0 {
					b.fixed |= bit(sq)
				}
			}
		}
	}
	for round := 0; round < 64; round++ {
		b.dropUnblocked()
		b.compute()
		lost, loose := b.exposed()
		if lost == 0 && loose == 0 {
			break
		}
		b.fixed &^= lost
		b.loose |= loose
	}
	b.wild = b.enPassantNow() || b.capturesPossible()
}

// enPassantNow reports whether the side to move may take en passant
// (3.7.3.1). That capture is open for one move only, and no other part of
// the analysis sees it: the pawn taken stands beside the taker, not on a
// square it attacks, so a pawn the fixpoint holds for ever blocked (on the
// square past the one its neighbour crossed) may take it and open the files
// of both. Where it may, the analysis proves nothing, and the search plays
// the capture and analyses the position after it. Later en passant captures
// need no care: the pawn that will be taken crosses a square of its own
// path, which is in its side's presence, so the taker is never fixed.
func (b *blockade) enPassantNow() bool {
	p := &b.p
	return p.ep >= 0 && pawnAttacks[1-p.turn][p.ep]&p.bb[p.turn][kPawn] != 0
}

// dropUnblocked removes fixed pawns whose blocker is not fixed, until none is.
func (b *blockade) dropUnblocked() {
	for {
		w := b.fixed & b.p.bb[0][kPawn] &^ south(b.fixed)
		bl := b.fixed & b.p.bb[1][kPawn] &^ north(b.fixed)
		for ci := range 2 {
			for k := kKnight; k <= kQueen; k++ {
				for pc := b.fixed & b.p.bb[ci][k]; pc != 0; pc &= pc - 1 {
					sq := lowest(pc)
					if attackFill(k, ci, bit(sq), b.fixed)&^(b.fixed&b.p.occ(ci)) != 0 {
						w |= bit(sq) // it may move or capture
					}
				}
			}
		}
		if w|bl == 0 {
			return
		}
		b.fixed &^= w | bl
	}
}

// compute finds, with the fixed pawns as walls, the squares every unit may
// reach, and the presence and attack sets of both colours.
func (b *blockade) compute() {
	p := &b.p
	walls := b.fixed
	b.units = b.units[:0]
	b.stoppers = 0
	for ci := range 2 {
		b.fixedAtt[ci] = pawnFill(b.fixed&p.bb[ci][kPawn], ci)
		for k := kKnight; k <= kQueen; k++ {
			for pc := b.fixed & p.bb[ci][k]; pc != 0; pc &= pc - 1 {
				b.fixedAtt[ci] |= attackFill(k, ci, pc&-pc, walls)
			}
		}
		b.guard[ci] = b.fixedAtt[ci] | kingFill(b.fixed&p.bb[ci][kKing])
		b.presence[ci] = b.fixed & p.occ(ci) &^ p.bb[ci][kKing]
		b.attack[ci] = b.fixedAtt[ci]
	}
	b.addPawns()
	for ci := range 2 {
		for k := kKnight; k <= kKing; k++ {
			pcs := p.bb[ci][k] &^ b.fixed
			if k == kKing {
				pcs = p.bb[ci][k]
			}
			for pc := pcs; pc != 0; pc &= pc - 1 {
				sq := lowest(pc)
				// A king or rook that may castle may also jump to its
				// castling square, past the other.
				start := bit(sq) | p.castlingTo(ci, sq, walls)
				passable := ^walls
				if k == kKing {
					// A king never steps onto a square a fixed enemy unit
					// attacks, nor next to a king that never moves.
					passable &^= b.guard[1-ci]
				}
				b.add(unit{kind: k, color: ci, reach: flood(k, start, passable, walls)})
			}
		}
	}
}

// addPawns adds the pawns that are not fixed, each with the squares ahead
// of it that it may reach, and the piece it may promote to if nothing
// stops it. The pawns of a file are taken from the front: a pawn behind
// one of its own colour goes no further than that one.
func (b *blockade) addPawns() {
	p := &b.p
	mobile := (p.bb[0][kPawn] | p.bb[1][kPawn]) &^ b.fixed
	// end[sq]: the square past the last one the pawn on sq may reach, or
	// -1 if it may promote.
	var end [64]int
	var superReach bitboard
	for ci := range 2 {
		own, opp := p.bb[ci][kPawn]&mobile, p.bb[1-ci][kPawn]&mobile
		step, last := 8, rank8
		var orderBuf [64]int
		order := orderBuf[:0]
		for pw := own; pw != 0; pw &= pw - 1 {
			order = append(order, lowest(pw))
		}
		if ci == 1 {
			step, last = -8, rank1
		} else {
			// White pawns from the top down.
			for i, j := 0, len(order)-1; i < j; i, j = i+1, j-1 {
				order[i], order[j] = order[j], order[i]
			}
		}
		for _, sq := range order {
			path := bit(sq)
			end[sq] = -1
			for s := sq + step; s >= 0 && s < 64; s += step {
				sb := bit(s)
				if sb&b.fixed != 0 || sb&opp&^b.loose != 0 {
					end[sq] = s
					b.stoppers |= sb & opp
					break
				}
				if sb&own&^b.loose != 0 {
					// Behind a pawn of its own colour: no further than it.
					b.stoppers |= sb
					if end[s] < 0 {
						s = -1
					} else {
						for t := s; t != end[s]; t += step {
							path |= bit(t)
						}
						end[sq] = end[s]
					}
					break
				}
				if sb&last != 0 {
					// Every pawn that promotes moves through the same
					// squares, those clear of walls: one flood serves all
					// promotion squares it reaches.
					if sb&superReach == 0 {
						superReach = flood(kSuper, sb, ^b.fixed, b.fixed)
					}
					b.add(unit{kind: kSuper, color: ci, promo: sb, reach: superReach})
					break
				}
				path |= sb
			}
			if end[sq] < 0 {
				// A pawn behind a promoting one may promote too.
				for s := sq + step; s >= 0 && s < 64 && bit(s)&last == 0; s += step {
					path |= bit(s)
				}
			}
			b.add(unit{kind: kPawn, color: ci, reach: path &^ last})
		}
	}
}

func (b *blockade) add(u unit) {
	b.units = append(b.units, u)
	if u.kind != kKing {
		b.presence[u.color] |= u.reach
	} else {
		b.kings[u.color] = u.reach
	}
	if u.kind != kKing {
		b.attack[u.color] |= regionAttacks(u.kind, u.color, u.reach)
	}
}

// castlingTo is where the king or rook of colour index ci on sq may go by
// castling (3.8.2, Chess960's II.3): the king to its square of every right
// of its side, a rook to its own right's square; nothing for any other
// unit, nor by a castling whose path holds a unit of walls (other than
// that king and rook), which never leaves.
func (p *spos) castlingTo(ci, sq int, walls bitboard) bitboard {
	rights := p.castle & rightsOf(ci)
	if rights == 0 {
		return 0
	}
	king := p.kingSq(ci)
	if sq != king {
		rights &= rightBit(sq)
		if p.bb[ci][kRook]&bit(sq) == 0 {
			rights = 0
		}
	}
	var to bitboard
	for r := rights; r != 0; r &= r - 1 {
		rook := rookOfRight(bits.TrailingZeros16(r))
		if empty, _ := castlePath(king, rook); empty&walls != 0 {
			continue
		}
		kingTo, rookTo := castleTargets(king, rook)
		if sq == king {
			to |= bit(kingTo)
		} else {
			to |= bit(rookTo)
		}
	}
	return to
}

// castlingRooks are the fixed rooks that may castle after all.
func (b *blockade) castlingRooks(ci int) bitboard {
	var out bitboard
	for r := b.fixed & b.p.bb[ci][kRook]; r != 0; r &= r - 1 {
		if sq := lowest(r); b.p.castlingTo(ci, sq, b.fixed) != 0 {
			out |= bit(sq)
		}
	}
	return out
}

// exposed returns the fixed pawns that might move after all (an enemy unit
// other than the king may stand where the pawn captures, or an enemy unit
// attacks it), and the moving pawns that stop another pawn but may be taken.
func (b *blockade) exposed() (lost, loose bitboard) {
	for ci := range 2 {
		// The enemy king takes only a pawn no fixed pawn guards: it would
		// stand in check for ever. Nor does it matter when taking it ends
		// the game, ci being stalemated (captureStalemates).
		takers := b.attack[1-ci] | kingFill(b.kings[1-ci])&^b.guard[ci]
		lost |= b.fixed & b.p.occ(ci) & b.attack[1-ci] &^ b.p.bb[ci][kKing]
		for t := b.fixed & b.p.occ(ci) & takers &^ b.attack[1-ci] &^ b.p.bb[ci][kKing]; t != 0; t &= t - 1 {
			if !b.captureStalemates(ci, lowest(t)) {
				lost |= t & -t
			}
		}
		if k := b.fixed & b.p.bb[ci][kKing]; k != 0 && b.kings[ci] != k {
			lost |= k // the king may move
		}
		lost |= b.castlingRooks(ci)
		// Pawns that may capture: those attacking a square of enemy presence.
		lost |= b.fixed & b.p.bb[ci][kPawn] & pawnFill(b.presence[1-ci], 1-ci)
		for _, u := range b.units {
			if u.kind == kPawn && u.color == ci && u.reach&takers != 0 {
				start := b.p.bb[ci][kPawn] & u.reach &^ b.loose
				loose |= start & b.stoppers
			}
		}
	}
	return lost, loose
}

// surelyWild reports, at a fraction of analyse's cost, that analyse would
// find a pawn that may capture, and so prove nothing: some pawn attacks a
// square where an enemy unit other than the king stands, or an empty one an
// enemy piece attacks or an enemy pawn can step to. Such squares are in the
// enemy's presence whatever the fixpoint finds: a unit that can move now is
// never fixed, its reach holds the squares it can move to, and presence only
// grows from round to round. A pawn attacking presence is not fixed (exposed
// drops it) and so captures in the end (capturesPossible).
func surelyWild(p *spos) bool {
	occ := p.all()
	for ci := range 2 {
		them := &p.bb[1-ci]
		presence := p.occ(1-ci)&^them[kKing] | forward(them[kPawn], 1-ci)&^occ | knightFill(them[kKnight])&^occ
		for b := them[kBishop] | them[kQueen]; b != 0; b &= b - 1 {
			presence |= bishopAttacks(lowest(b), occ) &^ occ
		}
		for b := them[kRook] | them[kQueen]; b != 0; b &= b - 1 {
			presence |= rookAttacks(lowest(b), occ) &^ occ
		}
		if pawnFill(p.bb[ci][kPawn], ci)&presence != 0 {
			return true
		}
	}
	return false
}

// capturesPossible reports whether a pawn that is not fixed may capture
// something: then it may leave its file, and the analysis does not model it.
func (b *blockade) capturesPossible() bool {
	for _, u := range b.units {
		if u.kind == kPawn && pawnFill(u.reach, u.color)&b.presence[1-u.color] != 0 {
			return true
		}
	}
	return false
}
