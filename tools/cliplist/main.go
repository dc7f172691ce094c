// Command cliplist prints the clip catalogue that scripts/make-clips speaks:
// one line per clip, "name<TAB>voice<TAB>text to say".
package main

import (
	"fmt"

	"github.com/anna-chess/anna/speech"
)

func main() {
	for _, c := range speech.Catalogue() {
		fmt.Printf("%s\t%s\t%s\n", c.Name, c.Voice, c.Say)
	}
}
