package speech

import (
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// Say is the event in the book's words: its key's sentence with the
// arguments in their places, or what the key's own function says (a move,
// the clock: renderers); a list of events as one line; plain words as
// they are. A key the book does not know says nothing (an event read from
// a newer host). The phrase has the event's priority.
func (b Phrasebook) Say(e words.Event) Phrase {
	var p Phrase
	switch {
	case e.Key != "":
		p = b.sayKey(e.Key, e.Args)
	case e.Parts != nil:
		for _, part := range e.Parts {
			p.Words = append(p.Words, b.Say(part).Words...)
		}
	case e.PlainText() != "":
		p = phrase(Word{Text: e.PlainText()})
	}
	p.Priority = e.Priority
	return p
}

// Knows reports whether the book says the key: a sentence of the
// language files, or a key with a function of its own.
func (b Phrasebook) Knows(k words.Key) bool {
	if _, ok := renderers[k]; ok {
		return true
	}
	_, ok := b.Lang.data().Sentences[msg(k)]
	return ok
}

// renderer says an event whose words are more than its sentence with the
// arguments in their places.
type renderer func(b Phrasebook, a words.Args) Phrase

// sayKey is the event of key k with arguments a.
func (b Phrasebook) sayKey(k words.Key, a words.Args) Phrase {
	if r, ok := renderers[k]; ok {
		return r(b, a)
	}
	m := msg(k)
	if _, ok := b.Lang.data().Sentences[m]; !ok {
		return Phrase{}
	}
	slots := make([]Phrase, len(a))
	for i, x := range a {
		slots[i] = b.arg(x)
	}
	if isPrinted(m) {
		return b.printed(m, slots...)
	}
	return b.say(m, slots...)
}

// arg is an argument in the book's words, as its kind is said: a square
// (or its file or rank alone) in the notation, a piece by its name, a
// side, a move as announced, an outcome (a result alone as the result),
// a number in words, a time, a text as it is, an event in the same
// words, a list with commas.
func (b Phrasebook) arg(a words.Arg) Phrase {
	switch a.Kind() {
	case words.SquareKind:
		switch sq, f, r := a.Square(), a.File(), a.Rank(); {
		case sq != rules.NoSquare:
			return b.saySquare(sq)
		case f != rules.NoFile:
			return b.file(f)
		case r != rules.NoRank:
			return b.rank(r)
		}
		return Phrase{}
	case words.PieceKind:
		return b.piece(a.Piece())
	case words.PlacedKind:
		return b.placed(a.Placed())
	case words.ColourKind:
		return b.Color(a.Colour())
	case words.PlyKind:
		return b.move(a.Ply())
	case words.OutcomeKind:
		if o := a.Outcome(); o.Reason != rules.NotOver {
			return b.Outcome(o)
		}
		return b.sayResult(a.Outcome().Result)
	case words.NumberKind:
		return b.num(a.Number())
	case words.DurationKind:
		return b.Duration(a.Duration())
	case words.TextKind:
		return verbatim(a.Text())
	case words.FlagKind:
		return Phrase{}
	case words.EventKind:
		return b.Say(a.Event())
	}
	items := make([]Phrase, len(a.List()))
	for i, x := range a.List() {
		items[i] = b.arg(x)
	}
	return join(items, ",")
}
