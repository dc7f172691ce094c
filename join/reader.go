package join

import (
	"errors"
	"fmt"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// reader renders what the host sends in the joiner's own words: the
// events the seat hears, and its prompt. The host is not trusted: what
// cannot be read or said is told as a line of anna join's own and left.
type reader struct {
	h    Handler
	cfg  *Config // its Hello and Book follow the joiner's words, for the next connection and anna join's own lines
	book speech.Phrasebook
	// The batch being read: handed on when its mark comes, so that a
	// batch cut off by a dropped connection is heard whole on rejoining.
	kinds []string
	batch [][]string
}

// flush hands on the batch read.
func (r *reader) flush() {
	for i, kind := range r.kinds {
		r.read(kind, r.batch[i])
	}
	r.kinds, r.batch = nil, nil
	r.h.Heard()
}

// seated takes the words the host reads the joiner's lines in: the
// joiner renders in the same.
func (r *reader) seated(fields []string) (wire.Seated, error) {
	s, err := wire.ParseSeated(fields)
	if err != nil {
		return s, err
	}
	book, err := words(s.Lang, s.Names, s.Notation, s.Verbosity)
	if err != nil {
		return s, fmt.Errorf("join: the host seats us in words this anna does not know: %w", err)
	}
	book.Engine = s.Engine
	r.book = book
	if s.Stream != r.cfg.Hello.Resume.Stream { // a new stream (a first join, the host started again): its numbers
		r.cfg.Hello.Resume = wire.Mark{Stream: s.Stream}
	}
	// anna join's own lines too: the host may seat it in the words its SSH
	// key chose in an earlier game (the hello named none).
	r.cfg.Book.Lang, r.cfg.Book.Verbosity = book.Lang, book.Verbosity
	r.h.Seated(s.Seat)
	r.h.Words(book)
	return s, nil
}

// read hands one message to the handler.
func (r *reader) read(kind string, fields []string) {
	switch kind {
	case wire.KindEvent:
		if len(fields) == 1 {
			for _, p := range r.lines(fields[0]) {
				r.h.Said(p)
			}
		}
	case wire.KindOwn:
		r.own(fields)
	case wire.KindNotice:
		r.h.Notice(field(fields))
	case wire.KindPrompt:
		if p, err := wire.ParsePrompt(fields); err == nil {
			if lines := r.lines(p.Event); len(lines) > 0 {
				p.Text = lines[0].Text()
			}
			r.h.Prompt(p)
		}
	case wire.KindPicture:
		p, err := wire.ParsePicture(fields)
		if err != nil {
			r.h.Status(r.cfg.Book.JoinCannotSay(err.Error()).Text())
			return
		}
		r.h.Picture(p)
	case wire.KindAnswered:
		r.h.Answered()
	case wire.KindVoice:
		r.h.Voice(field(fields))
	}
}

// errOwn is an event in one of anna join's own sentences
// (speech.JoinersOwn), which a host may not send.
var errOwn = errors.New("join: a sentence of anna join's own, which no host may send")

// lines reads an event and renders it.
func (r *reader) lines(written string) []speech.Phrase {
	e, err := session.DecodeEvent([]byte(written))
	if err == nil && e.Says(speech.JoinersOwn...) {
		err = errOwn
	}
	if err == nil {
		var lines []speech.Phrase
		if lines, err = e.Lines(r.book); err == nil {
			return lines
		}
	}
	r.h.Status(r.cfg.Book.JoinCannotSay(err.Error()).Text())
	return nil
}

// own changes the joiner's words as the host did (lang, brief typed here).
func (r *reader) own(fields []string) {
	o, err := wire.ParseOwn(fields)
	if err != nil {
		return
	}
	next := r.book
	if l, err := speech.ParseLang(o.Lang); err == nil && o.Lang != "" {
		next.Lang, r.cfg.Book.Lang = l, l
		r.cfg.Hello.Lang = o.Lang
	}
	if v, err := speech.ParseVerbosity(o.Verbosity); err == nil && o.Verbosity != "" {
		next.Verbosity, r.cfg.Book.Verbosity = v, v
		r.cfg.Hello.Verbosity = o.Verbosity
	}
	if next != r.book {
		r.book = next
		r.h.Words(next)
	}
}

// versionRefused says another version of the host's in the joiner's
// words.
func versionRefused(err error, book speech.Phrasebook) error {
	var ve *wire.VersionError
	if !errors.As(err, &ve) {
		return err
	}
	return &saidError{book.EventsVersion(ve.Theirs, wire.Version).Text(), err}
}

// words is the phrasebook of the words named.
func words(lang, names, notation, verbosity string) (speech.Phrasebook, error) {
	var b speech.Phrasebook
	var err error
	if b.Lang, err = speech.ParseLang(lang); err != nil {
		return b, err
	}
	if b.Names, err = speech.ParseNames(names); err != nil {
		return b, err
	}
	if b.Style, err = speech.ParseStyle(notation); err != nil {
		return b, err
	}
	b.Verbosity, err = speech.ParseVerbosity(verbosity)
	return b, err
}
