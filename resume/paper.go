package resume

import (
	"slices"
	"strings"

	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/internal/why"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// A game from its scoresheet alone: a game begun on paper (anna resume
// --pgn FILE with no state beside it), or a match whose state cannot be
// read. The position comes from the moves, the clocks from their [%clk]
// comments, the draw offer from (=), the names from the tags; what the
// scoresheet does not say comes from the command line (--time, --white,
// --laws, --blind ...) or, for the time control, is asked.

// headerTags are the tags the header holds as fields; the others, but
// those the game writes itself, go on as they were.
var headerTags = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result", "SetUp", "FEN", "Variant", "Laws", "TimeControl"}

// fromScoresheet sets up the game of rec, whose scoresheet is at pgn;
// notes begin the lines that say how.
func fromScoresheet(rec rules.PGNRecord, pgn string, cfg session.Config, o Flags, ask *Asker, notes []string) (*session.Session, []string, error) {
	if r := rec.Tags["Result"]; rec.Game.Outcome().Over() || r == "1-0" || r == "0-1" || r == "1/2-1/2" {
		if r == "" || r == "*" {
			r = rec.Game.Outcome().Result.String()
		}
		return nil, nil, cliline.Anna(cliCannotResume, pgn, GameOver(r))
	}
	tc, err := sheetClock(rec, pgn, o, ask)
	if err != nil {
		return nil, nil, err
	}
	if err := o.Quickplay.Check(tc); err != nil {
		return nil, nil, cliline.Anna(cliGuidelinesOn, why.Guidelines(err))
	}
	st := session.State{Format: 1, FEN: rec.Game.StartFEN(), Header: sheetHeader(rec.Tags, o, tc),
		Mirror: [...]string{"auto", "confirm"}[o.Mirror], Press: [...]string{"auto", "manual"}[o.Press],
		Blind: o.Blind, Assistant: o.Assistant, Outcome: "*", TimeControl: tc.PGN(), DelayMode: tc.DelayMode.String(),
		Seats: [2]session.SeatState{{Seat: "white", Moves: []session.MoveRecord{}}, {Seat: "black", Moves: []session.MoveRecord{}}}}
	if rec.Game.Variant() != rules.StandardChess {
		st.Variant = rec.Game.Variant().String()
	}
	st.Laws = sheetLaws(rec.Tags["Laws"], o).String()
	if g := o.Quickplay; g != rules.GuidelinesAuto && !tc.IsZero() {
		st.GuidelinesIII = g.String()
	}
	if tc.IsZero() {
		st.TimeControl, st.DelayMode = "", ""
	}
	cfg.Engine = o.Engine(nil)
	n, err := catchUpRecord(&st, rec)
	if err != nil {
		return nil, nil, &cliline.Line{Who: "anna", Args: []any{pgn + ": ", err}}
	}
	clocked := slices.ContainsFunc(st.Seats[0].Moves, func(m session.MoveRecord) bool { return m.WhiteMS != nil })
	sess, err := session.Restore(st, cfg)
	if err != nil {
		return nil, nil, cliline.Anna(cliCannotResume, pgn, StateWhy(err, ""))
	}
	notes = append(notes, cfg.Book.CommandLineCount(cliResumeSetUp, n, pgn))
	if !tc.IsZero() && n > 0 && !clocked {
		// The clocks as the time control starts them: the arbiter sets
		// them to what the game's clock shows (adjust, 6.10.2).
		notes = append(notes, cfg.Book.CommandLine(cliResumeNoReadings, rules.ClockString(tc.Periods[0].Time)))
	}
	return sess, notes, nil
}

// sheetClock is the game's time control: the command line's (which must
// be the scoresheet's own, when it names one), the TimeControl tag's, or
// the player's answer.
func sheetClock(rec rules.PGNRecord, pgn string, o Flags, ask *Asker) (rules.TimeControl, error) {
	own, tagErr := rules.ParsePGNTimeControl(rec.Tags["TimeControl"])
	own.DelayMode = o.TC.DelayMode
	_, typedTime := o.Given["time"]
	_, typedControl := o.Given["time-control"]
	switch {
	case (typedTime || typedControl) && tagErr == nil && o.TC.String() != own.String():
		flag, value := "--time", o.Given["time"]
		if typedControl {
			flag, value = "--time-control", o.Given["time-control"]
		}
		return own, &cliline.Line{Who: "anna " + o.Command, Text: cliResumeItsClock, Args: []any{flag + " " + value, own.String()}}
	case typedTime || typedControl:
		return o.TC, nil
	case tagErr == nil:
		return own, nil
	}
	tc, err := ask.TimeControl()
	if err != nil {
		return tc, &cliline.Line{Who: "anna " + o.Command, Text: cliResumeNoClockGiven, Args: []any{pgn}}
	}
	tc.DelayMode = o.TC.DelayMode
	return tc, nil
}

// sheetHeader is the scoresheet's tags as the game's header, the names
// typed on the command line over them.
func sheetHeader(tags map[string]string, o Flags, tc rules.TimeControl) rules.Header {
	h := rules.Header{Event: tags["Event"], Site: tags["Site"], Date: tags["Date"], Round: tags["Round"], White: tags["White"], Black: tags["Black"]}
	for flag, field := range map[string]*string{"event": &h.Event, "site": &h.Site, "round": &h.Round, "white": &h.White, "black": &h.Black} {
		if v, typed := o.Given[flag]; typed {
			*field = v
		}
	}
	var extra []string
	for name := range tags {
		if !slices.Contains(headerTags, name) {
			extra = append(extra, name)
		}
	}
	slices.Sort(extra)
	for _, name := range extra {
		h.Extra = append(h.Extra, [2]string{name, tags[name]})
	}
	if !tc.IsZero() {
		h.Extra = append(h.Extra, [2]string{"TimeControl", tc.PGN()}) // as a new game's
	}
	return h
}

// sheetLaws is the text of the Laws the game is played by: --laws, else
// the scoresheet's Laws tag ("FIDE 2023"), else the newest.
func sheetLaws(tag string, o Flags) rules.Laws {
	if _, typed := o.Given["laws"]; typed {
		return o.Laws
	}
	if l, err := rules.ParseLaws(strings.TrimPrefix(strings.TrimSpace(tag), "FIDE ")); err == nil && tag != "" {
		return l
	}
	return o.Laws
}
