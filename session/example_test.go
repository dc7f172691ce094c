package session_test

import (
	"fmt"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// A line typed goes down to the session, which answers with outputs:
// events to say (each seat renders them in its own book), the moments to
// save. The session chooses no words: the same events are said here in
// English and in Croatian.
func Example() {
	s, err := session.New(session.Config{})
	if err != nil {
		fmt.Println(err)
		return
	}
	s.Start()
	en, hr := speech.Phrasebook{Lang: speech.EN}, speech.Phrasebook{Lang: speech.HR, Names: speech.LocalNames}
	for _, line := range []string{"e4", "Springer c6", "Kc8"} {
		for _, o := range s.Handle(line) {
			for _, p := range o.In(en) {
				fmt.Println(p.Text())
			}
			for _, p := range o.In(hr) {
				fmt.Println(p.Text())
			}
		}
	}
	// Output:
	// Bauer Eva vier
	// Pješak Eva četiri
	// Springer Cesar sechs
	// Skakač Cesar šest
	// No Koenig can reach Cesar acht.
	// Kralj: nema poteza na Cesar osam.
}
