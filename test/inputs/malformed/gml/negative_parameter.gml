graph [
  node [ id 0 parameter -5 ]
]
